import torch
from torch import nn

torch.manual_seed(0)
u = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))  # u(x, t)
device = "cpu"  # the reports: "mps" on Apple silicon  # (1)!
u.to(device)
xt = torch.rand(8, 2, device=device, requires_grad=True)

out = u(xt)
(du,) = torch.autograd.grad(out.sum(), xt, create_graph=True)
u_x, u_t = du[:, :1], du[:, 1:]
(du_x,) = torch.autograd.grad(u_x.sum(), xt, create_graph=True)  # (2)!
u_xx = du_x[:, :1]
residual = (u_t - 0.1 * u_xx).pow(2).mean()  # the heat equation u_t = 0.1 u_xx
residual.backward()  # (3)!
print(u[0].weight.grad.shape)
#> torch.Size([16, 2])
