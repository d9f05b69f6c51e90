import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
opt_D = torch.optim.SGD(D.parameters(), lr=0.1)
real, z = torch.randn(8, 2), torch.randn(8, 2)
bce = nn.functional.binary_cross_entropy_with_logits
ones, zeros = torch.ones(8, 1), torch.zeros(8, 1)

# generator step, with D frozen
D.requires_grad_(False)  # (1)!
g_loss = bce(D(G(z)), ones)
g_loss.backward()
opt_G.step()
opt_G.zero_grad()
D.requires_grad_(True)
print(D.weight.grad)
#> None

# discriminator step
opt_D.zero_grad()  # (2)!
fake = G(z).detach()
d_loss = bce(D(real), ones) + bce(D(fake), zeros)
(own,) = torch.autograd.grad(d_loss, D.weight, retain_graph=True)
d_loss.backward()
print(torch.equal(own, D.weight.grad))  # (3)!
#> True
opt_D.step()
