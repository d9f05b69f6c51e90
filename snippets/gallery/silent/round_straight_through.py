import torch
from torch import nn

torch.manual_seed(0)
encoder, decoder = nn.Linear(4, 3), nn.Linear(3, 4)
x = torch.randn(8, 4)

h = encoder(x)
z = h + (h.round() - h).detach()  # (1)!
print(torch.equal(z, h.round()))  # (2)!
#> True
loss = ((decoder(z) - x) ** 2).mean()
loss.backward()
print(encoder.weight.grad.abs().max().item() > 0)  # (3)!
#> True
