import torch

x = torch.linspace(0, 3, 7).reshape(-1, 1).requires_grad_()  # (N, 1) collocation points
u = torch.sin(x)

u_x = torch.autograd.grad(u, x, grad_outputs=torch.ones_like(u), create_graph=True)[0]
u_xx = torch.autograd.grad(u_x, x, grad_outputs=torch.ones_like(u_x), create_graph=True)[0]
print(u.shape, u_x.shape, u_xx.shape)
#> torch.Size([7, 1]) torch.Size([7, 1]) torch.Size([7, 1])

print(torch.allclose(u_x, torch.cos(x)))
#> True
print(torch.allclose(u_xx, -torch.sin(x)))
#> True
