import torch
import torch._functorch.config
from torch import nn

torch.manual_seed(0)
potential = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))


def energy_and_forces(model, positions, training):
    positions = positions.detach().requires_grad_()
    energy = model(positions).sum()
    (grad,) = torch.autograd.grad(energy, positions, create_graph=training)
    return energy, -grad


positions, ref_forces = torch.randn(5, 3), torch.randn(5, 3)

with torch._functorch.config.patch(donated_buffer=False):  # (1)!
    compiled = torch.compile(potential, backend="aot_eager")
    energy_and_forces(compiled, positions, training=False)
    energy, forces = energy_and_forces(compiled, positions, training=True)
    try:
        (forces - ref_forces).pow(2).mean().backward()  # (2)!
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: torch.compile with aot_autograd does not currently support double backward

energy, forces = energy_and_forces(potential, positions, training=True)  # (3)!
(forces - ref_forces).pow(2).mean().backward()
print(potential[0].weight.grad.shape)
#> torch.Size([8, 3])

_, eval_forces = energy_and_forces(compiled, positions, training=False)  # (4)!
print(torch.allclose(eval_forces, forces.detach(), atol=1e-6))
#> True
