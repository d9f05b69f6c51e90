import torch

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
B = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
x = torch.ones(3, requires_grad=True)
z = B @ (A @ x)
v = torch.tensor([1.0, 1.0])

num = v @ B @ A  # numerator layout: dL/dz, dz/dy, dy/dx from left to right
den = A.T @ B.T @ v  # denominator layout: the whole product reversed
(g,) = torch.autograd.grad(z, x, grad_outputs=v)
print(num, den, g)
#> tensor([ 6.,  9., 12.]) tensor([ 6.,  9., 12.]) tensor([ 6.,  9., 12.])
print(torch.allclose(num, g), torch.allclose(den, g))
#> True True
