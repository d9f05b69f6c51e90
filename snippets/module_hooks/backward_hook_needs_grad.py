import warnings

import torch
from torch import nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
calls = []
lin.register_full_backward_hook(lambda m, gi, go: calls.append((gi, go[0].shape)))

x = torch.randn(4, 3)  # an input that does not require grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    lin(x).sum().backward()
print(calls[-1])  # (1)!
#> ((None,), torch.Size([4, 2]))
print(str(caught[0].message).split(". See")[0])  # (2)!
'''
Full backward hook is firing when gradients are computed with respect to module outputs since no inputs require gradients
'''

calls.clear()
with torch.no_grad():  # (3)!
    out = lin(x.requires_grad_())
print(out.requires_grad, calls)
#> False []
try:
    out.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

lin.eval()  # (4)!
lin(x).sum().backward()
print(len(calls))
#> 1
