import torch
from torch import nn

torch.manual_seed(0)
embed = nn.Linear(8, 4)
opt = torch.optim.SGD(embed.parameters(), lr=0.1)
x = torch.randn(5, 8)

z = embed(x)
dist = torch.sqrt(((z[:, None] - z[None]) ** 2).sum(-1))  # zero on the diagonal
loss = dist.mean()
loss.backward()  # (1)!
print(loss.isfinite().item(), embed.weight.grad.isnan().any().item())
#> True True
opt.step()
print(embed.weight.isnan().all().item())  # (2)!
#> True
