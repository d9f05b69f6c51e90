import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)
x = torch.randn(8, 4)
y = torch.randn(8, 3)
y[torch.rand(8, 3) < 0.3] = float("nan")  # (1)!
mask = ~y.isnan()


def weight_grad(loss):
    model.zero_grad()
    loss.backward()
    return model.weight.grad.isnan().any().item()


pred = model(x)
loss = ((pred - y) ** 2)[mask].mean()  # (2)!
print(f"{loss.item():.4f}", weight_grad(loss))
#> 1.0664 True

pred = model(x)
loss = torch.nan_to_num((pred - y) ** 2).sum() / mask.sum()  # (3)!
print(f"{loss.item():.4f}", weight_grad(loss))
#> 1.0664 True

pred = model(x)
loss = torch.where(mask, (pred - y) ** 2, 0.0).sum() / mask.sum()  # (4)!
print(f"{loss.item():.4f}", weight_grad(loss))
#> 1.0664 True
