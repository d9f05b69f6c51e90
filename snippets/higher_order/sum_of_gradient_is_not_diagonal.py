import torch
from torch.func import hessian


def f(x):
    return torch.sin(x).sum() + x[0] * x[1] * x[2]


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
(g,) = torch.autograd.grad(f(x), x, create_graph=True)
(h,) = torch.autograd.grad(g.sum(), x)  # (1)!

H = hessian(f)(x.detach())
print(torch.allclose(h, H @ torch.ones(3)))  # row sums of H
#> True
print(torch.allclose(h, torch.diagonal(H)))  # not the ∂²f/∂xᵢ²
#> False
