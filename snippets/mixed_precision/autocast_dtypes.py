import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.randn(4, 2, requires_grad=True)

with torch.autocast(device_type="cpu", dtype=torch.bfloat16):  # (1)!
    d = D(x)
print(x.dtype, D[0].weight.dtype, d.dtype)  # (2)!
#> torch.float32 torch.float32 torch.bfloat16

v = torch.ones_like(d)
print(v.dtype)
#> torch.bfloat16
(g,) = torch.autograd.grad(d, x, grad_outputs=v)
print(g.dtype)  # (3)!
#> torch.float32
