import torch

torch.manual_seed(0)
x = torch.randn(2, 3, requires_grad=True)
y = x.exp()

v = torch.full_like(y, 1 / y.numel())  # 1/6 everywhere, shaped like y
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
(g_mean,) = torch.autograd.grad(x.exp().mean(), x)  # the same y, its mean, a new graph
print(g.shape, torch.allclose(g, g_mean))
#> torch.Size([2, 3]) True
