import math

import torch
from torch import nn
from torch.func import functional_call, grad, vmap

torch._dynamo.reset()  # a fresh compile cache, as in a new process (the messages depend on what was compiled before)

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 1, 8)  # collocation points


def u(params, xi):  # one point in, one value out
    return functional_call(net, params, (xi.reshape(1),)).squeeze()


def pde_loss(params, x):  # residual of u'' = -pi^2 sin(pi x)
    u_xx = vmap(grad(grad(u, argnums=1), argnums=1), in_dims=(None, 0))(params, x)  # (1)!
    return (u_xx + math.pi**2 * torch.sin(math.pi * x)).pow(2).mean()


params = dict(net.named_parameters())
torch.compile(pde_loss, backend="aot_eager")(params, x).backward()  # (2)!
compiled_grad = net[0].weight.grad.clone()

net.zero_grad()
pde_loss(params, x).backward()  # the same loss, not compiled
print(torch.allclose(compiled_grad, net[0].weight.grad))  # (3)!
#> True
