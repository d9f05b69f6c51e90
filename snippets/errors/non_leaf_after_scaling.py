import warnings

import torch

w = torch.randn(3, requires_grad=True) * 0.01  # (1)!
print(w.is_leaf, type(w.grad_fn).__name__)
#> False MulBackward0
(w**2).sum().backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(w.grad)
    #> None
print(caught[0].category.__name__)
#> UserWarning

v = torch.rand(3, requires_grad=True).to(torch.float64)  # (2)!
print(v.is_leaf, type(v.grad_fn).__name__)
#> False ToCopyBackward0

w = (torch.randn(3) * 0.01).requires_grad_()  # (3)!
(w**2).sum().backward()
print(w.is_leaf, w.grad is not None)
#> True True
