import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed = nn.Embedding(10, 4).requires_grad_(False)  # (1)!
adapter = nn.Linear(4, 4)  # the only trainable part
h = embed(torch.tensor([1, 2, 3]))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(adapter, h, use_reentrant=True)  # (2)!
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
    #> UserWarning: None of the inputs have requires_grad=True. Gradients will be None
print(out.requires_grad)
#> False
try:
    out.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

out = checkpoint(adapter, h, use_reentrant=False)  # (3)!
out.sum().backward()
print(adapter.weight.grad.shape)
#> torch.Size([4, 4])
