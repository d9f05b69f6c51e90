import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
opt_D = torch.optim.SGD(D.parameters(), lr=0.1)

fake = G(torch.randn(4, 2))
loss_D = D(fake.detach()).mean()  # (1)!
opt_D.zero_grad()
loss_D.backward()
opt_D.step()

loss_G = -D(fake).mean()  # (2)!
opt_G.zero_grad()
loss_G.backward()
opt_G.step()
print(G.weight.grad.shape, D.weight._version)
#> torch.Size([2, 2]) 2
