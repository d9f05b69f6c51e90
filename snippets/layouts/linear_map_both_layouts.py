import torch
from torch.autograd.functional import jacobian

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # y = A x: m = 2, n = 3
x = torch.tensor([1.0, 0.0, -1.0], requires_grad=True)
v = torch.tensor([[1.0], [2.0]])  # dL/dy as a column, m = 2 entries

numerator = A  # (1)!
denominator = A.T  # (2)!
row = v.T @ numerator  # (dL/dy)(dy/dx): 1x2 times 2x3
col = denominator @ v  # (dy/dx)(dL/dy): 3x2 times 2x1
print(row)
#> tensor([[ 9., 12., 15.]])
print(col)
'''
tensor([[ 9.],
        [12.],
        [15.]])
'''
print(torch.equal(row.flatten(), col.flatten()))  # (3)!
#> True

print(torch.equal(jacobian(lambda t: A @ t, x), numerator))  # (4)!
#> True
(g,) = torch.autograd.grad(A @ x, x, grad_outputs=v.flatten())
print(g)  # (5)!
#> tensor([ 9., 12., 15.])
