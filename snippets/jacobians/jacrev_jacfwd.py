import torch
from torch.func import jacfwd, jacrev


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0])
J_rev = jacrev(f)(x)  # (1)!
J_fwd = jacfwd(f)(x)  # (2)!
print(J_rev)
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''

x1, x2, x3 = x
by_hand = torch.tensor([[x2, x1, torch.cos(x3)], [torch.exp(x1) * x3, 0.0, torch.exp(x1)]])
print(torch.allclose(J_rev, by_hand), torch.allclose(J_fwd, by_hand))
#> True True
