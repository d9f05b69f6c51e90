import torch

print("vector-Jacobian product" in torch.autograd.grad.__doc__)  # (1)!
#> True
print("Jacobian-vector product" in torch.autograd.backward.__doc__)  # (2)!
#> True
