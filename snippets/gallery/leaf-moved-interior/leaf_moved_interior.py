import torch

x = torch.zeros(3, requires_grad=True)
y = (x * 2).sum()  # (1)!

x.requires_grad_(False)  # (2)!
x.copy_(torch.ones(3, requires_grad=True))  # (3)!
print(x.is_leaf, type(x.grad_fn).__name__)
#> False CopyBackwards

try:
    y.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: leaf variable has been moved into the graph interior
