import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x = torch.randn(8, 4)
y = torch.randn(8, 3)
y[torch.rand(8, 3) < 0.3] = float("nan")
mask = ~y.isnan()

pred = model(x)
loss = nn.functional.mse_loss(pred[mask], y[mask])  # (1)!
loss.backward()
print(f"{loss.item():.4f}", model.weight.grad.isnan().any().item())
#> 1.0664 False

a = torch.tensor([0.0, 2.0], requires_grad=True)
print(torch.autograd.grad(a.log()[-1], a)[0])  # (2)!
#> tensor([   nan, 0.5000])
print(torch.autograd.grad(a[-1].log(), a)[0])  # (3)!
#> tensor([0.0000, 0.5000])
