import torch
from torch import nn

torch.manual_seed(0)
potential = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))  # energy per atom
compiled = torch.compile(potential, backend="aot_eager")  # (1)!


def energy_and_forces(model, positions, training):
    positions = positions.detach().requires_grad_()
    energy = model(positions).sum()
    (grad,) = torch.autograd.grad(energy, positions, create_graph=training)  # (2)!
    return energy, -grad


positions, ref_forces = torch.randn(5, 3), torch.randn(5, 3)
energy, forces = energy_and_forces(compiled, positions, training=False)  # (3)!
print(forces.shape)
#> torch.Size([5, 3])
try:
    energy, forces = energy_and_forces(compiled, positions, training=True)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('. ')[0]}.")
    '''
    RuntimeError: This backward function was compiled with non-empty donated buffers which requires create_graph=False and retain_graph=False.
    '''
