import torch
from torch.autograd.functional import jacobian
from torch.func import jacrev, vmap


def f(x):  # one sample: R^3 -> R^2
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


def f_batch(X):  # (1)!
    return torch.stack([X[:, 0] * X[:, 1] + torch.sin(X[:, 2]), torch.exp(X[:, 0]) * X[:, 2]], dim=1)


torch.manual_seed(0)
B = 4
X = torch.randn(B, 3)  # a batch of 4 inputs, each in R^3

per_sample = vmap(jacrev(f))(X)  # (2)!
print(per_sample.shape)
#> torch.Size([4, 2, 3])

full = jacobian(f_batch, X)  # (3)!
print(full.shape)
#> torch.Size([4, 2, 4, 3])

diagonal = torch.stack([full[b, :, b, :] for b in range(B)])  # (4)!
print(torch.allclose(diagonal, per_sample))
#> True
off_diagonal = [full[a, :, b, :] for a in range(B) for b in range(B) if a != b]
print(len(off_diagonal), all(torch.equal(blk, torch.zeros(2, 3)) for blk in off_diagonal))  # (5)!
#> 12 True

x1, x2, x3 = X.unbind(dim=1)
zero = torch.zeros(B)
by_hand = torch.stack([torch.stack([x2, x1, torch.cos(x3)], dim=1),
                       torch.stack([torch.exp(x1) * x3, zero, torch.exp(x1)], dim=1)], dim=1)  # (6)!
print(torch.allclose(per_sample, by_hand))
#> True
