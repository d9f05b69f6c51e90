import torch
from torch import nn

torch._dynamo.reset()  # a fresh compile cache, as in a new process (the messages depend on what was compiled before)

torch.manual_seed(0)
potential = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
pos = torch.randn(4, 3)
e_ref, f_ref = torch.tensor(0.3), torch.zeros(4, 3)


def energy_and_forces(pos):  # (1)!
    p = pos.requires_grad_()
    energy = potential(p).sum()
    (grad_e,) = torch.autograd.grad(energy, p, create_graph=True)
    return energy, -grad_e


def loss_of(energy, forces):
    return (energy - e_ref) ** 2 + ((forces - f_ref) ** 2).mean()


loss_of(*energy_and_forces(pos.clone())).backward()  # (2)!
eager_grad = potential[0].weight.grad.clone()

potential.zero_grad()
compiled = torch.compile(energy_and_forces, backend="aot_eager")
with torch._dynamo.config.patch(trace_autograd_ops=True):  # (3)!
    energy, forces = compiled(pos.clone())
loss_of(energy, forces).backward()
print(torch.allclose(potential[0].weight.grad, eager_grad))  # (4)!
#> True
