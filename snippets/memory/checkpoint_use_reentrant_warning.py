import warnings

import torch
from torch.utils.checkpoint import checkpoint

x = torch.randn(3, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = checkpoint(torch.sin, x)  # (1)!
print(caught[-1].category.__name__)
#> UserWarning
print(caught[-1].message)
'''
torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting in PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. use_reentrant=False is recommended, but if you need to preserve the current default behavior, you can pass use_reentrant=True. Refer to docs for more details on the differences between the two variants.
'''
y.sum().backward()
print(torch.allclose(x.grad, torch.cos(x)))  # (2)!
#> True
