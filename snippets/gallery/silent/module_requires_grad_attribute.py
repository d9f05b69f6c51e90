import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
model[2].requires_grad = False  # (1)!
print([name for name, p in model.named_parameters() if p.requires_grad])  # (2)!
#> ['0.weight', '0.bias', '2.weight', '2.bias']
before = model[2].weight.clone()
opt = torch.optim.Adam(model.parameters(), lr=0.1)
model(torch.randn(8, 3)).pow(2).mean().backward()
opt.step()
print(torch.equal(model[2].weight, before))  # (3)!
#> False

model[2].requires_grad_(False)  # (4)!
print([name for name, p in model.named_parameters() if p.requires_grad])
#> ['0.weight', '0.bias']
opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=0.1)  # (5)!
