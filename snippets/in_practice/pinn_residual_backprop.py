import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 3, 7).reshape(-1, 1).requires_grad_()

u = net(x)
u_x = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)[0]  # (1)!
u_xx = torch.autograd.grad(u_x, x, torch.ones_like(u_x), create_graph=True)[0]  # (2)!
print(u_xx.shape, u_xx.requires_grad)
#> torch.Size([7, 1]) True

loss = ((u_xx + u) ** 2).mean()  # residual of u'' + u = 0
loss.backward()
print(all(p.grad is not None and p.grad.abs().sum() > 0 for p in net.parameters()))
#> True
