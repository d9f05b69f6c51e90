import torch
from torch import nn
from torch.autograd.functional import jacobian
from torch.func import grad, vmap

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)
net(torch.randn(64, 2))  # one training step's worth of running statistics

net.eval()  # (1)!
d = net(x)
(g,) = torch.autograd.grad(d, x, grad_outputs=torch.ones_like(d))

J = jacobian(net, x).squeeze(1)
diagonal = torch.stack([J[b, b] for b in range(4)])
print(torch.allclose(g, diagonal))
#> True

per_sample = vmap(grad(lambda xb: net(xb.unsqueeze(0)).squeeze()))(x.detach())  # (2)!
print(torch.allclose(per_sample, diagonal))
#> True

net.train()  # (3)!
(g_train,) = torch.autograd.grad(net(x).sum(), x)
print("same output in both modes:", torch.allclose(net(x), d), "same input gradient:", torch.allclose(g_train, g))
#> same output in both modes: False same input gradient: False
