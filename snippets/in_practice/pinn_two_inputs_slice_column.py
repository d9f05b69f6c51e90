import torch

x, t = torch.linspace(0, 3, 5), torch.linspace(1, 2, 5)
X = torch.stack([x, t], dim=1).requires_grad_()  # (1)!
u = (torch.sin(X[:, 0]) * X[:, 1] ** 2).unsqueeze(1)  # u(x, t) = sin(x) t², shape (N, 1)

u_X = torch.autograd.grad(u, X, torch.ones_like(u), create_graph=True)[0]  # (N, 2): (u_x, u_t)
wrong = torch.autograd.grad(u_X, X, torch.ones_like(u_X), create_graph=True)[0]  # (2)!

u_x = u_X[:, 0:1]  # (3)!
u_xx = torch.autograd.grad(u_x, X, torch.ones_like(u_x), create_graph=True)[0][:, 0:1]

exact_u_xx = -torch.sin(x) * t**2
exact_u_xt = 2 * t * torch.cos(x)
print(torch.allclose(u_xx.squeeze(1), exact_u_xx))  # (4)!
#> True
print(torch.allclose(wrong[:, 0], exact_u_xx))
#> False
print(torch.allclose(wrong[:, 0], exact_u_xx + exact_u_xt))  # (5)!
#> True

xs, ts = x.reshape(-1, 1).requires_grad_(), t.reshape(-1, 1).requires_grad_()  # (6)!
u = torch.sin(xs) * ts**2
u_x = torch.autograd.grad(u, xs, torch.ones_like(u), create_graph=True)[0]
u_xx = torch.autograd.grad(u_x, xs, torch.ones_like(u_x), create_graph=True)[0]
print(torch.allclose(u_xx.squeeze(1), exact_u_xx))
#> True
