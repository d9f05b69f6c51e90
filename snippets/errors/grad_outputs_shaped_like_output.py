import torch

W = torch.tensor([[1.0, 0.0, 2.0], [0.0, 3.0, 1.0]])
x = torch.tensor([1.0, 1.0, 1.0], requires_grad=True)
y = W @ x

v = torch.tensor([1.0, 10.0])  # (1)!
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(g, g.shape)  # (2)!
#> tensor([ 1., 30., 12.]) torch.Size([3])
print(torch.equal(g, W.T @ v))  # (3)!
#> True
