import torch
from torch import nn
from torch.utils.flop_counter import FlopCounterMode

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(256, 512), nn.Tanh(), nn.Linear(512, 512), nn.Tanh(), nn.Linear(512, 10))
x = torch.randn(64, 256)
n_params = sum(p.numel() for p in net.parameters())

with FlopCounterMode(display=False) as forward:
    loss = net(x).square().mean()
with FlopCounterMode(display=False) as backward:
    loss.backward()  # (1)!

print(n_params)
#> 399370
print(forward.get_total_flops(), backward.get_total_flops())  # (2)!
#> 50987008 85196800
print(round(backward.get_total_flops() / forward.get_total_flops(), 2))
#> 1.67
