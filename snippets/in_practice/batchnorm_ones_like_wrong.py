import torch
from torch import nn
from torch.autograd.functional import jacobian

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2, requires_grad=True)  # net is in training mode

J = jacobian(net, x).squeeze(1)  # J[b, c] = d net(x)[b] / d x[c]
print(J.abs().sum(-1) != 0)  # (1)!
'''
tensor([[True, True, True, True],
        [True, True, True, True],
        [True, True, True, True],
        [True, True, True, True]])
'''
diagonal = torch.stack([J[b, b] for b in range(4)])  # the true per-sample derivatives

d = net(x)
(g,) = torch.autograd.grad(d, x, grad_outputs=torch.ones_like(d))
print(torch.allclose(g, J.sum(0)))  # (2)!
#> True
print(torch.allclose(g, diagonal))  # (3)!
#> False
print((g - diagonal).abs().max().round(decimals=4))
#> tensor(0.2131)
