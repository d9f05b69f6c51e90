import torch
from torch import nn

torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 4), nn.Tanh(), nn.Linear(4, 2))  # a two-layer generator
D = nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
noise = torch.randn(4, 2)

for j in range(3):
    opt_G.zero_grad()
    fake = G(noise)  # (1)!
    err_G = -D(fake).mean()
    err_G.backward()  # (2)!
    opt_G.step()
    print(f"step {j}: {err_G.item():.4f}")
    #> step 0: -0.1098
    #> step 1: -0.1514
    #> step 2: -0.1933
