import torch
from torch.func import grad, hessian, jacfwd, jacrev


def f(x):
    return torch.sin(x).sum() + x[0] * x[1] * x[2]


x = torch.tensor([0.5, 1.0, 2.0])
H = hessian(f)(x)

print(torch.allclose(jacrev(grad(f))(x), H))  # (1)!
#> True
print(torch.allclose(jacfwd(grad(f))(x), H))
#> True


def grad_f(x):  # the gradient map with plain autograd
    x = x.requires_grad_()
    return torch.autograd.grad(f(x), x, create_graph=True)[0]


J = torch.autograd.functional.jacobian(grad_f, x.clone())  # (2)!
print(torch.allclose(J, H))
#> True
