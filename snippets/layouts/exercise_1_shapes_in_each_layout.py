import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x.sum(), (x**2).sum()])  # from 4 numbers to 2


torch.manual_seed(0)
x = torch.randn(4, requires_grad=True)
print(jacobian(f, x).shape)  # numerator layout: m x n
#> torch.Size([2, 4])

L = f(x).sum()
L.backward()
print(x.grad.shape)  # shaped like x: neither a row nor a column
#> torch.Size([4])
