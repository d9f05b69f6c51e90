import torch

k = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
x = torch.tensor([[1.0], [1.0], [1.0]], requires_grad=True)
y = k @ x
v = torch.tensor([[1.0], [-1.0]])  # shaped like y: (2, 1)

(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(g)  # shaped like x: (3, 1)
'''
tensor([[-3.],
        [-3.],
        [-3.]])
'''

by_hand = torch.tensor([[-3.0], [-3.0], [-3.0]])  # k^T v, worked out on paper
print(torch.allclose(g, by_hand))
#> True
