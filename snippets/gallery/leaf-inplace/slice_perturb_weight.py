import torch

# fastbook nudges one weight to see the output move.
torch.manual_seed(0)
weights = torch.randn(28 * 28, 1).requires_grad_()
x = torch.randn(5, 28 * 28)
print(f"{(x @ weights).sum().item():.4f}")
#> 73.7041

try:
    weights[0] *= 1.0001  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.

with torch.no_grad():
    weights[0] *= 1.0001  # (2)!
print(f"{(x @ weights).sum().item():.4f}", weights.is_leaf)
#> 73.7043 True
