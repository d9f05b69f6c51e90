import torch
from torch import nn
from torch.autograd.functional import jacobian

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))  # works sample by sample
x = torch.randn(4, 2, requires_grad=True)

J = jacobian(net, x)  # (1)!
print(J.shape)
#> torch.Size([4, 1, 4, 2])
J = J.squeeze(1)  # J[b, c] = d net(x)[b] / d x[c], a (2,) block
print(J.abs().sum(-1) != 0)  # (2)!
'''
tensor([[ True, False, False, False],
        [False,  True, False, False],
        [False, False,  True, False],
        [False, False, False,  True]])
'''

d = net(x)
(g,) = torch.autograd.grad(d, x, grad_outputs=torch.ones_like(d))
print(torch.allclose(g, J.sum(0)))  # (3)!
#> True
diagonal = torch.stack([J[b, b] for b in range(4)])
print(torch.allclose(g, diagonal))  # (4)!
#> True
