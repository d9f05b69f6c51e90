import torch
from torch.func import grad, hessian, jvp, vjp


def f(x):
    return torch.sin(x).sum() + x[0] * x[1] * x[2]


x = torch.tensor([0.5, 1.0, 2.0])
v = torch.tensor([1.0, -2.0, 0.5])
Hv = hessian(f)(x) @ v

_, hvp_fwd = jvp(grad(f), (x,), (v,))  # (1)!
print(torch.allclose(hvp_fwd, Hv))
#> True

_, vjp_fn = vjp(grad(f), x)  # (2)!
(hvp_rev,) = vjp_fn(v)
print(torch.allclose(hvp_rev, Hv))
#> True
print(hvp_fwd)
#> tensor([-3.9794,  3.9329, -0.4546])
