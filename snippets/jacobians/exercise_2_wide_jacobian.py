import torch
from torch.func import jacfwd, jacrev


def f(x):
    return torch.stack([x.sum(), (x**2).sum()])  # 100 inputs, 2 outputs: a wide Jacobian


torch.manual_seed(0)
x = torch.randn(100)
J = jacrev(f)(x)  # reverse mode: one VJP per row, m = 2
print(J.shape, torch.allclose(J, jacfwd(f)(x)))  # forward mode would need n = 100 JVPs
#> torch.Size([2, 100]) True
print(torch.allclose(J[1], 2 * x))
#> True
