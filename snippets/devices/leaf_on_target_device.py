import torch

device, dtype = "cpu", torch.float64  # "cuda" on a GPU machine

a = torch.randn(3, dtype=dtype, device=device, requires_grad=True)  # (1)!
b = torch.randn(3).to(device=device, dtype=dtype).requires_grad_()  # (2)!
data = torch.randn(3)
c = data.to(device=device, dtype=dtype).detach().requires_grad_()  # (3)!
print(a.is_leaf, b.is_leaf, c.is_leaf)
#> True True True

(a * b * c).sum().backward()
print(a.grad is not None, b.grad is not None, c.grad is not None)
#> True True True
