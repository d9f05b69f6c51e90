import torch
from torch import nn
from torch.func import grad

torch._dynamo.reset()  # a fresh compile cache, as in a new process (the messages depend on what was compiled before)

torch.manual_seed(0)
potential = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
pos = torch.randn(4, 3)
e_ref, f_ref = torch.tensor(0.3), torch.zeros(4, 3)


def energy_of(pos):
    return potential(pos).sum()


def train_loss(pos):  # (1)!
    energy = energy_of(pos)
    forces = -grad(energy_of)(pos)  # (2)!
    return (energy - e_ref) ** 2 + ((forces - f_ref) ** 2).mean()


train_loss(pos).backward()  # (3)!
eager_grad = potential[0].weight.grad.clone()

potential.zero_grad()
torch.compile(train_loss, backend="aot_eager", fullgraph=True)(pos).backward()  # (4)!
print(torch.allclose(potential[0].weight.grad, eager_grad))
#> True
