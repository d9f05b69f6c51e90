import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
x, y = torch.randn(16, 4), torch.randn(16, 1)

with torch.autocast("cpu", dtype=torch.bfloat16):  # one region, as around a whole training_step
    with torch.no_grad():
        reference = model(x)  # (1)!
    out = model(x)  # (2)!
    loss = (out.float() - y).pow(2).mean()

print(out.dtype, torch.is_autocast_cache_enabled())
#> torch.bfloat16 True
print(type(loss.grad_fn).__name__)  # (3)!
#> MeanBackward0
loss.backward()
print(all(p.grad is not None for p in model.parameters()))
#> True
