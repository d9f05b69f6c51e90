import torch
from torch import nn

torch.manual_seed(0)
data = torch.randn(8, 1, 16)
reshape = nn.Conv1d(1, 4, 1)
model = nn.Conv1d(4, 4, 3, padding=1)
opt = torch.optim.SGD([*reshape.parameters(), *model.parameters()], lr=0.1)

for step in range(2):
    features = reshape(data)  # (1)!
    loss = model(features).pow(2).mean()
    loss.backward()
    opt.step()
    opt.zero_grad()
    print(f"step {step}: {loss.item():.4f}")
    #> step 0: 0.1953
    #> step 1: 0.1458

features = reshape(data).detach()  # (2)!
for step in range(2):
    loss = model(features).pow(2).mean()
    loss.backward()
    print(f"constant features, step {step}: ok, reshape.weight.grad is None: {reshape.weight.grad is None}")
    #> constant features, step 0: ok, reshape.weight.grad is None: True
    #> constant features, step 1: ok, reshape.weight.grad is None: True
