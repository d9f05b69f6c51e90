import torch
from torch.autograd.functional import jacobian

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
y = torch.outer(x, x)

J_outer = jacobian(lambda t: torch.outer(t, t), x)  # (1)!
J_square = jacobian(lambda t: t**2, y)  # (2)!
print(J_outer.shape, J_outer.numel())
#> torch.Size([4, 4, 4]) 64
print(J_square.shape, J_square.numel())
#> torch.Size([4, 4, 4, 4]) 256

A = J_square.reshape(16, 16)
B = J_outer.reshape(16, 4)
print(torch.count_nonzero(A).item())  # (3)!
#> 16
print(torch.equal(A, torch.diag(2 * y.flatten())))
#> True

v = torch.randn(4, 4)  # dL/dz
chained = v.flatten() @ A @ B  # (4)!
xr = x.clone().requires_grad_()
(g,) = torch.autograd.grad(torch.outer(xr, xr) ** 2, xr, v)
print(torch.allclose(chained, g))
#> True
