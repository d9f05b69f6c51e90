import torch


def f(x):  # R^3 -> R, not quadratic
    return torch.sin(x).sum() + x[0] * x[1] * x[2]


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
v = torch.tensor([1.0, -2.0, 0.5])

(g,) = torch.autograd.grad(f(x), x, create_graph=True)  # differentiable gradient
(hvp,) = torch.autograd.grad((g * v).sum(), x)  # (1)!
print(hvp)
#> tensor([-3.9794,  3.9329, -0.4546])

H = torch.func.hessian(f)(x.detach())  # (2)!
print(torch.allclose(hvp, H @ v))
#> True
H2 = torch.autograd.functional.hessian(f, x.detach())
print(torch.allclose(H, H2))
#> True

x0, x1, x2 = x.detach()
H_hand = torch.diag(-torch.sin(x.detach())) + torch.tensor(  # (3)!
    [[0.0, x2, x1], [x2, 0.0, x0], [x1, x0, 0.0]]
)
print(torch.allclose(H, H_hand))
#> True
