import textwrap

import torch
from torch import nn
from torch.utils.flop_counter import FlopCounterMode, flop_registry

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
print(textwrap.fill(", ".join(sorted(str(op) for op in flop_registry)), 88))  # (3)!
'''
aten._convolution, aten._efficient_attention_backward,
aten._efficient_attention_forward, aten._flash_attention_backward,
aten._flash_attention_forward, aten._scaled_dot_product_cudnn_attention,
aten._scaled_dot_product_cudnn_attention_backward,
aten._scaled_dot_product_efficient_attention,
aten._scaled_dot_product_efficient_attention_backward,
aten._scaled_dot_product_flash_attention,
aten._scaled_dot_product_flash_attention_backward, aten._scaled_mm,
aten._slow_conv2d_forward, aten.addmm, aten.baddbmm, aten.bmm, aten.convolution,
aten.convolution_backward, aten.convolution_overrideable, aten.cudnn_convolution,
aten.mm, flex_attention, flex_attention_backward
'''

q = torch.randn(1, 2, 8, 4, requires_grad=True)
with FlopCounterMode(display=False) as sdpa:
    out = torch.nn.functional.scaled_dot_product_attention(q, q, q)
    out.sum().backward()
print(type(out.grad_fn).__name__, sdpa.get_total_flops())  # (4)!
#> ScaledDotProductFlashAttentionForCpuBackward0 0
