import torch

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)
z = y**2
v = torch.randn(4, 4)  # dL/dz: any tensor shaped like z

(direct,) = torch.autograd.grad(z, x, v, retain_graph=True)  # (1)!

(g_y,) = torch.autograd.grad(z, y, v, retain_graph=True)  # (2)!
print(torch.allclose(g_y, v * 2 * y))
#> True

(g_x,) = torch.autograd.grad(y, x, g_y)  # (3)!
print(torch.allclose(g_x, (g_y + g_y.T) @ x))
#> True
print(torch.allclose(g_x, direct))
#> True

print(torch.allclose(g_x, g_y @ x))  # (4)!
#> False
