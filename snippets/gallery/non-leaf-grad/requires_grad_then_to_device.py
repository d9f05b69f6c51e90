import warnings

import torch

torch.manual_seed(0)
x = torch.rand(2, 5, 3, requires_grad=True)
print(x.to("cpu") is x)  # (1)!
#> True

device, dtype = "cpu", torch.float64  # (2)!
x = torch.rand(2, 5, 3, requires_grad=True).to(device, dtype)  # (3)!
y = torch.rand(2, 5, 3, dtype=dtype)
loss = (x - y).pow(2).sum(-1).mean()  # stands in for the library's soft-DTW loss
loss.backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(x.is_leaf, x.grad)
    #> False None
print(str(caught[0].message).split(" Its")[0])
#> The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.
try:
    torch.optim.SGD([x], lr=0.1)  # (4)!
except ValueError as e:
    print(f"ValueError: {e}")
    #> ValueError: can't optimize a non-leaf Tensor
