import warnings

import torch

x = torch.randn(3, requires_grad=True).to(torch.float64)  # (1)!
print(x.is_leaf, type(x.grad_fn).__name__)
#> False ToCopyBackward0

for name, t in [("double()", torch.randn(3, requires_grad=True).double()),
                ("to('meta')", torch.randn(3, requires_grad=True).to("meta"))]:
    print(name, t.is_leaf)  # (2)!
    #> double() False
    #> to('meta') False

a = torch.randn(3, requires_grad=True)
print(a.to(torch.float32) is a, a.to("cpu") is a)  # (3)!
#> True True

(x * 2).sum().backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(x.grad)
    #> None
message = str(caught[0].message).split(". Its")[0]
print(f"{caught[0].category.__name__}: {message}")  # (4)!
#> UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed
