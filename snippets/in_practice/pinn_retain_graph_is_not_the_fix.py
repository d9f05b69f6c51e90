import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 3, 7).reshape(-1, 1).requires_grad_()


def residual_grads(create_graph, retain_graph, detach=False):
    u = net(x)
    u_x = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)[0]
    u_xx = torch.autograd.grad(
        u_x, x, torch.ones_like(u_x), create_graph=create_graph, retain_graph=retain_graph
    )[0]
    if detach:
        u_xx = u_xx.detach()  # (2)!
    loss = ((u_xx + u) ** 2).mean()
    return loss, torch.autograd.grad(loss, net[0].weight)[0]


loss_right, right = residual_grads(create_graph=True, retain_graph=None)
loss_silenced, silenced = residual_grads(create_graph=False, retain_graph=True)  # (1)!
print(torch.allclose(right, silenced))
#> False

loss_detached, detached = residual_grads(create_graph=True, retain_graph=None, detach=True)
print(torch.allclose(silenced, detached))  # (3)!
#> True
print(torch.allclose(loss_right, loss_silenced), torch.allclose(loss_right, loss_detached))  # (4)!
#> True True
