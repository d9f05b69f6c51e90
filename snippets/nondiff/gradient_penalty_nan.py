import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))  # a small critic
with torch.no_grad():
    D[2].weight.zero_()  # (1)!

x_hat = torch.randn(3, 2, requires_grad=True)
d = D(x_hat)
(grads,) = torch.autograd.grad(d, x_hat, grad_outputs=torch.ones_like(d), create_graph=True)
print(grads)
'''
tensor([[0., 0.],
        [0., 0.],
        [0., 0.]], grad_fn=<MmBackward0>)
'''


def penalty_grad(norm_fn):
    penalty = ((norm_fn(grads) - 1) ** 2).mean()
    (g,) = torch.autograd.grad(penalty, D[2].weight, retain_graph=True)
    return g[0, :4]  # the first 4 of 8 entries


print(penalty_grad(lambda g: torch.sqrt((g**2).sum(dim=1))))  # (2)!
#> tensor([nan, nan, nan, nan])
print(penalty_grad(lambda g: torch.sqrt((g**2).sum(dim=1) + 1e-12)))  # (3)!
#> tensor([0., 0., 0., 0.])
print(penalty_grad(lambda g: g.norm(2, dim=1)))  # (4)!
#> tensor([0., 0., 0., 0.])
