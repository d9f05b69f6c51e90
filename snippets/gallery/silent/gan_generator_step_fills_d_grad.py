import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
opt_D = torch.optim.SGD(D.parameters(), lr=0.1)
real, z = torch.randn(8, 2), torch.randn(8, 2)
bce = nn.functional.binary_cross_entropy_with_logits
ones, zeros = torch.ones(8, 1), torch.zeros(8, 1)

# generator step: each optimizer clears its own parameters after its step
g_loss = bce(D(G(z)), ones)
g_loss.backward()  # (1)!
opt_G.step()
opt_G.zero_grad()
print(f"D.weight.grad before D's step: {D.weight.grad.norm():.3f}")  # (2)!
#> D.weight.grad before D's step: 0.086

# discriminator step
fake = G(z).detach()
d_loss = bce(D(real), ones) + bce(D(fake), zeros)
(own,) = torch.autograd.grad(d_loss, D.weight, retain_graph=True)
d_loss.backward()
print(f"own {own.norm():.3f}  .grad {D.weight.grad.norm():.3f}")  # (3)!
#> own 0.270  .grad 0.310
opt_D.step()
opt_D.zero_grad()
