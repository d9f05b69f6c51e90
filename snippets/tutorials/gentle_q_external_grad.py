import torch
from torch.autograd.functional import jacobian

a = torch.tensor([2.0, 3.0], requires_grad=True)
b = torch.tensor([6.0, 4.0], requires_grad=True)
Q = 3 * a**3 - b**2
external_grad = torch.tensor([1.0, 1.0])
Q.backward(gradient=external_grad)  # (1)!
print(a.grad, b.grad)
#> tensor([36., 81.]) tensor([-12.,  -8.])
print(9 * a**2 == a.grad, -2 * b == b.grad)
#> tensor([True, True]) tensor([True, True])

J_a, J_b = jacobian(lambda a, b: 3 * a**3 - b**2, (a.detach(), b.detach()))  # (2)!
print(J_a)
'''
tensor([[36.,  0.],
        [ 0., 81.]])
'''
print(J_b)
'''
tensor([[-12.,  -0.],
        [ -0.,  -8.]])
'''
print(J_a.T @ external_grad, J_b.T @ external_grad)  # (3)!
#> tensor([36., 81.]) tensor([-12.,  -8.])

J_QQ = jacobian(lambda q: q, Q.detach())  # (4)!
print(J_QQ)
'''
tensor([[1., 0.],
        [0., 1.]])
'''
