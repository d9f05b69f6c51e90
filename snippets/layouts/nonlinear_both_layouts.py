import torch
from torch.autograd.functional import jacobian
from torch.func import jacfwd, jacrev


def f(x):  # R^3 -> R^2
    return torch.stack([x[0] * x[1], x[1] + torch.sin(x[2])])


x = torch.tensor([2.0, 3.0, 0.0], requires_grad=True)
x1, x2, x3 = x.detach()
numerator = torch.tensor([[x2, x1, 0.0], [0.0, 1.0, torch.cos(x3)]])  # (1)!
denominator = numerator.T  # (2)!
v = torch.tensor([1.0, 2.0])  # dL/dy

print(v @ numerator)  # (3)!
#> tensor([3., 4., 2.])
print(denominator @ v)
#> tensor([3., 4., 2.])

J = jacobian(f, x)  # (4)!
print(J.shape, torch.equal(J, numerator))
#> torch.Size([2, 3]) True
print(torch.equal(jacrev(f)(x), J), torch.equal(jacfwd(f)(x), J))
#> True True

(g,) = torch.autograd.grad(f(x), x, grad_outputs=v)  # (5)!
print(g, torch.equal(g, numerator.T @ v))
#> tensor([3., 4., 2.]) True
