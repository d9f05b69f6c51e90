import warnings

import torch
from torch import nn

torch.manual_seed(0)
block = nn.Sequential(nn.Linear(3, 4), nn.ReLU())
seen = {}
block.register_backward_hook(lambda m, grad_input, grad_output: seen.update(gi=grad_input))  # (1)!
x = torch.randn(2, 3, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = block(x)  # (2)!
print(f"{caught[0].category.__name__}: {caught[0].message}")
'''
FutureWarning: Using a non-full backward hook when the forward contains multiple autograd Nodes is deprecated and will be removed in future versions. This hook will be missing some grad_input. Please use register_full_backward_hook to get the documented behavior.
'''
y.sum().backward()
print(x.shape, [g.shape for g in seen["gi"]])  # (3)!
#> torch.Size([2, 3]) [torch.Size([2, 4])]
