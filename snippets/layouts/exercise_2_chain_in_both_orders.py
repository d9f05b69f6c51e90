import torch

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
B = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
x = torch.ones(3, requires_grad=True)
z = B @ (A @ x)  # y = A x, then z = B y
v = torch.tensor([[1.0], [1.0]])  # dL/dz as a column, 2 entries

num = v.T @ B @ A  # numerator layout: dL/dz (1x2 row), dz/dy = B (2x2), dy/dx = A (2x3)
den = A.T @ B.T @ v  # denominator layout, reversed: A^T (3x2), B^T (2x2), dL/dz (2x1 column)
print(num)
#> tensor([[ 6.,  9., 12.]])
print(den)
'''
tensor([[ 6.],
        [ 9.],
        [12.]])
'''
(g,) = torch.autograd.grad(z, x, grad_outputs=v.flatten())
print(g)
#> tensor([ 6.,  9., 12.])
print(torch.equal(num.flatten(), g), torch.equal(den.flatten(), g))
#> True True
