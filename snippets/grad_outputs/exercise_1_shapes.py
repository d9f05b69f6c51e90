import torch

torch.manual_seed(0)
x = torch.randn(5, 3, requires_grad=True)
y = x.sum(dim=1)  # one number per row
print(y.shape)
#> torch.Size([5])

v = torch.ones_like(y)  # shaped like y
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(v.shape, g.shape)
#> torch.Size([5]) torch.Size([5, 3])
