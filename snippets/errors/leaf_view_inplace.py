import torch

w = torch.zeros(2, 3, requires_grad=True)
try:
    w[:, 0] = 1.0  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.

with torch.no_grad():
    w[:, 0] = 1.0  # (2)!
print(w.is_leaf, w[:, 0].tolist())
#> True [1.0, 1.0]
