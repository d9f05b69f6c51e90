import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
x_hat = torch.randn(4, 2, requires_grad=True)
scaler = torch.amp.GradScaler("cpu")


def penalty(scale_outputs, unscale_grads):
    with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
        d = D(x_hat)
    out = scaler.scale(d) if scale_outputs else d
    (g,) = torch.autograd.grad(out, x_hat, torch.ones_like(out), create_graph=True)
    if unscale_grads:
        g = g * (1.0 / scaler.get_scale())
    with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
        return ((g.norm(2, dim=1) - 1) ** 2).mean()


print(f"{penalty(scale_outputs=True, unscale_grads=True).item():.4f}")  # (1)!
#> 0.9204
print(f"{penalty(scale_outputs=True, unscale_grads=False).item():.3e}")  # (2)!
#> 8.000e+06
print(f"{penalty(scale_outputs=False, unscale_grads=True).item():.4f}")  # (3)!
#> 1.0000
print(f"{penalty(scale_outputs=False, unscale_grads=False).item():.4f}")  # (4)!
#> 0.9204
