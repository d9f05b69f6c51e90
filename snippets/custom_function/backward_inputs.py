import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
loss = model(torch.randn(5, 3)).pow(2).mean()

head = list(model[2].parameters())
loss.backward(inputs=head)  # (1)!
print([p.grad is None for p in model.parameters()])  # (2)!
#> [True, True, False, False]
