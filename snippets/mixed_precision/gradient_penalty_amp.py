import torch
from torch import nn


def make_critic():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))


torch.manual_seed(1)
real, fake = torch.randn(4, 2), torch.randn(4, 2)
eps = torch.rand(4, 1)
x_hat = (eps * real + (1 - eps) * fake).requires_grad_(True)

# Reference: float32, no autocast, no scaler
D = make_critic()
d = D(x_hat)
(g,) = torch.autograd.grad(d, x_hat, torch.ones_like(d), create_graph=True)
ref_penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()
(D(fake).mean() - D(real).mean() + 10 * ref_penalty).backward()
ref_grad = D[0].weight.grad.clone()

# Mixed precision, as in PyTorch's AMP examples ("Gradient penalty")
D = make_critic()
opt = torch.optim.SGD(D.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cpu")  # (1)!
with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
    d = D(x_hat)
    wasserstein = D(fake).mean() - D(real).mean()
scaled_d = scaler.scale(d)  # (2)!
(scaled_g,) = torch.autograd.grad(scaled_d, x_hat, torch.ones_like(scaled_d), create_graph=True)
g = scaled_g * (1.0 / scaler.get_scale())  # (3)!
with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
    penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()  # (4)!
    loss = wasserstein + 10 * penalty
scaler.scale(loss).backward()  # (5)!
scaler.unscale_(opt)  # (6)!

print(scaler.get_scale())
#> 65536.0
print(f"{ref_penalty.item():.4f} {penalty.item():.4f}")
#> 0.8834 0.8835
diff = (D[0].weight.grad - ref_grad).abs()
print(f"{ref_grad.abs().max().item():.4f} {diff.max().item():.4f}")  # (7)!
#> 2.6441 0.0256
scaler.step(opt)
scaler.update()
