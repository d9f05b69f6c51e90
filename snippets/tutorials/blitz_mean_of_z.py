import torch
from torch.autograd.functional import jacobian

x = torch.ones(2, 2, requires_grad=True)
y = x + 2
z = y * y * 3  # z_i = 3 (x_i + 2)^2
out = z.mean()  # o = (1/4) sum_i z_i
out.backward()
print(x.grad)  # (1)!
'''
tensor([[4.5000, 4.5000],
        [4.5000, 4.5000]])
'''

J_z = jacobian(lambda x: 3 * (x + 2) ** 2, x.detach()).reshape(4, 4)  # (2)!
print(J_z)
'''
tensor([[18.,  0.,  0.,  0.],
        [ 0., 18.,  0.,  0.],
        [ 0.,  0., 18.,  0.],
        [ 0.,  0.,  0., 18.]])
'''
v = torch.full((4,), 1 / 4)  # (3)!
print((J_z.T @ v).reshape(2, 2))
'''
tensor([[4.5000, 4.5000],
        [4.5000, 4.5000]])
'''
