import torch
from torch.autograd.functional import jacobian

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, 3.0, 4.0])
G = torch.randn(4, 4)  # dL/dy, shaped like y
J = jacobian(lambda t: torch.outer(t, t), x)  # dy/dx: y.shape + x.shape

by_sum = torch.einsum("jk,jki->i", G, J)  # (1)!
print(by_sum.shape)
#> torch.Size([4])

xr = x.clone().requires_grad_()
(g,) = torch.autograd.grad(torch.outer(xr, xr), xr, G)
print(torch.allclose(by_sum, g))
#> True
print(torch.allclose(torch.tensordot(G, J, dims=2), g))  # (2)!
#> True
