import torch
from torch.func import jvp


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0])

cols = []
for j in range(x.numel()):
    e_j = torch.zeros_like(x)
    e_j[j] = 1.0  # (1)!
    y, col = jvp(f, (x,), (e_j,))  # (2)!
    cols.append(col)
J = torch.stack(cols, dim=1)  # (3)!
print(J)
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''

x1, x2, x3 = x
by_hand = torch.tensor([[x2, x1, torch.cos(x3)], [torch.exp(x1) * x3, 0.0, torch.exp(x1)]])
print(torch.allclose(J, by_hand))
#> True
