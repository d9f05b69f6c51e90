import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)  # y = x x^T, shape (4, 4)
y.retain_grad()  # (1)!
z = y**2  # elementwise square
v = torch.ones_like(z)  # dL/dz, shaped like z
z.backward(v)  # (2)!

print(y.grad)
'''
tensor([[ 2.,  4.,  6.,  8.],
        [ 4.,  8., 12., 16.],
        [ 6., 12., 18., 24.],
        [ 8., 16., 24., 32.]])
'''
G = v * 2 * y.detach()  # (3)!
print(torch.equal(y.grad, G))
#> True

print(x.grad)
#> tensor([120., 240., 360., 480.])
print(torch.equal(x.grad, (G + G.T) @ x.detach()))  # (4)!
#> True
