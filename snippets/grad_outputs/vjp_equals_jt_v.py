import torch
from torch.autograd.functional import jacobian

torch.manual_seed(0)
k = torch.tensor([[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]])
x = torch.tensor([[1.0], [2.0], [3.0]], requires_grad=True)
y = k @ x

J = jacobian(lambda t: k @ t, x)  # (1)!
print(J.shape)
#> torch.Size([2, 1, 3, 1])
J2 = J.reshape(y.numel(), x.numel())  # (2)!
print(J2)
'''
tensor([[1., 2., 3.],
        [1., 2., 3.]])
'''

v = torch.randn(2, 1)  # any v shaped like y
(vjp,) = torch.autograd.grad(y, x, grad_outputs=v)
print(vjp.shape)
#> torch.Size([3, 1])
print(torch.allclose(vjp, (J2.T @ v.flatten()).reshape(x.shape)))  # (3)!
#> True
