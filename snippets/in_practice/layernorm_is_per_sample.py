import torch
from torch import nn
from torch.func import grad, vmap

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.LayerNorm(8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)  # training mode, and it does not matter

d = net(x)
(g,) = torch.autograd.grad(d, x, grad_outputs=torch.ones_like(d))
per_sample = vmap(grad(lambda xb: net(xb).squeeze()))(x.detach())
print(torch.allclose(g, per_sample))
#> True
