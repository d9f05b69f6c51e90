import torch
from torch.func import grad, jacrev, vjp


def f(xs):  # the report's function: it takes two tensors and reads only the first
    return (xs[0] ** 2.0).sum()


xs = (torch.ones(2), torch.ones(3))
print(grad(f)(xs))  # (1)!
#> (tensor([2., 2.]), tensor([0., 0., 0.]))
print(jacrev(lambda a, b: (a ** 2).sum(), argnums=1)(*xs))  # (2)!
#> tensor([0., 0., 0.])
_, pullback = vjp(lambda a, b: a ** 2, *xs)
print(pullback(torch.ones(2)))  # (3)!
#> (tensor([2., 2.]), tensor([0., 0., 0.]))
