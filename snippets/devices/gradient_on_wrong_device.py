import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # on the CPU
y = x * 2
v = torch.ones(3, device="meta")  # (1)!
print(v)
#> tensor(..., device='meta', size=(3,))
try:
    torch.autograd.grad(y, x, grad_outputs=v)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: invalid gradient at index 0 - expected device cpu but got meta

(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y))  # (2)!
print(g)
#> tensor([2., 2., 2.])
