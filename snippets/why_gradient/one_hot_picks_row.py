import torch
from torch.autograd.functional import jacobian

f = lambda t: t * t.sum()
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)

J = jacobian(f, x)  # (1)!
print(J)
'''
tensor([[7., 1., 1.],
        [2., 8., 2.],
        [3., 3., 9.]])
'''

v = torch.tensor([0.0, 1.0, 0.0])  # (2)!
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(g)
#> tensor([2., 8., 2.])
print(torch.equal(g, J[1]))
#> True
