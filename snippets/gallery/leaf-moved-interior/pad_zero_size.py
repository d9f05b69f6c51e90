import torch
import torch.nn.functional as F

x = torch.ones(3, requires_grad=True)
y = F.pad(x, (0, 0))  # (1)!
print(y is x, x.is_leaf, y.grad_fn is not None)
#> False True True
y.sum().backward()
print(x.grad.tolist())
#> [1.0, 1.0, 1.0]
