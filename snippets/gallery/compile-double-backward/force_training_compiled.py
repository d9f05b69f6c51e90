import torch
from torch import nn

torch._dynamo.reset()  # a fresh compile cache, as in a new process (the message depends on what was compiled before)
torch.manual_seed(0)
potential = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))  # atoms -> energy
pos = torch.randn(4, 3)  # one structure: 4 atoms
e_ref, f_ref = torch.tensor(0.3), torch.zeros(4, 3)  # labels: energy and forces


def train_step(model):
    p = pos.clone().requires_grad_()
    energy = model(p).sum()
    (grad_e,) = torch.autograd.grad(energy, p, create_graph=True)  # (1)!
    forces = -grad_e
    loss = (energy - e_ref) ** 2 + ((forces - f_ref) ** 2).mean()
    loss.backward()  # (2)!
    return loss.item()


try:
    train_step(torch.compile(potential, backend="aot_eager"))  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward

potential.zero_grad()
train_step(torch.compile(potential, backend="eager"))  # (4)!
print(potential[0].weight.grad is not None)
#> True
