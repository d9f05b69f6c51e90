import warnings

import torch

torch.manual_seed(0)
target = torch.randn(3)
s = torch.zeros(3, requires_grad=True)
lr = 0.1

for step in range(2):
    loss = ((s - target) ** 2).sum()
    loss.backward()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        grad = s.grad  # (1)!
    print(step, "is_leaf:", s.is_leaf, "grad is None:", grad is None, "warned:", len(caught) > 0)
    #> 0 is_leaf: True grad is None: False warned: False
    #> 1 is_leaf: False grad is None: True warned: True
    if grad is None:
        break
    s = s - lr * grad  # (2)!
