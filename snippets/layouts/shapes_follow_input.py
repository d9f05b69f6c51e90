import torch
from torch.autograd.functional import jacobian
from torch.func import jacfwd, jacrev


def f(x):  # (2, 3) -> (3,)
    return (x**2).sum(dim=0)


x = torch.arange(6.0).reshape(2, 3).requires_grad_()
print(jacobian(f, x).shape)  # (1)!
#> torch.Size([3, 2, 3])
print(jacrev(f)(x).shape, jacfwd(f)(x).shape)
#> torch.Size([3, 2, 3]) torch.Size([3, 2, 3])

L = f(x).sum()  # a scalar
L.backward()
print(x.grad.shape)  # (2)!
#> torch.Size([2, 3])
print(jacobian(lambda t: f(t).sum(), x).shape)  # (3)!
#> torch.Size([2, 3])

for shape in [(3,), (3, 1), (1, 3)]:  # (4)!
    c = torch.ones(shape, requires_grad=True)
    (g,) = torch.autograd.grad((c * c).sum(), c)
    print(shape, "->", tuple(g.shape))
    #> (3,) -> (3,)
    #> (3, 1) -> (3, 1)
    #> (1, 3) -> (1, 3)
