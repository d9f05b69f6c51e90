import torch
from torch.autograd.functional import jacobian

f = lambda t: torch.stack([t[0] * t[1], t[1] * t[2]])  # R^3 -> R^2
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
J = jacobian(f, x)  # (1)!
print(J)
'''
tensor([[2., 1., 0.],
        [0., 3., 2.]])
'''

v = torch.tensor([1.0, -2.0])
row = v.reshape(1, 2) @ J  # (2)!
col = J.T @ v.reshape(2, 1)  # (3)!
print(row)
#> tensor([[ 2., -5., -4.]])
print(col)
'''
tensor([[ 2.],
        [-5.],
        [-4.]])
'''
print(torch.equal(row.flatten(), col.flatten()))
#> True

(g,) = torch.autograd.grad(y, x, grad_outputs=v)  # (4)!
print(g, torch.equal(g, col.flatten()))
#> tensor([ 2., -5., -4.]) True
