import warnings

import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True).to(torch.float64)  # (1)!
v = torch.zeros(6, requires_grad=True).view(2, 3)  # (2)!
(w.sum() + v.sum()).backward()
print(w.is_leaf, type(w.grad_fn).__name__, v.is_leaf, type(v.grad_fn).__name__)
#> False ToCopyBackward0 False ViewBackward0

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(w.grad, v.grad)  # (3)!
    #> None None
print(str(caught[0].message).split(". ")[0])
#> The .grad attribute of a Tensor that is not a leaf Tensor is being accessed

try:
    torch.optim.SGD([w], lr=0.1)  # (4)!
except ValueError as e:
    print(f"ValueError: {e}")
    #> ValueError: can't optimize a non-leaf Tensor
