import torch

k = torch.tensor([[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]])
x = torch.tensor([[1.0], [2.0], [3.0]], requires_grad=True)
y = k @ x  # (1)!
print(y)
'''
tensor([[14.],
        [14.]], grad_fn=<MmBackward0>)
'''

y.backward(torch.ones(2, 1))  # (2)!
print(x.grad)
'''
tensor([[2.],
        [4.],
        [6.]])
'''

x2 = torch.tensor([[1.0], [2.0], [3.0]], requires_grad=True)  # (3)!
(k @ x2).sum().backward()
print(x2.grad)
'''
tensor([[2.],
        [4.],
        [6.]])
'''
print(torch.equal(x.grad, x2.grad))
#> True
