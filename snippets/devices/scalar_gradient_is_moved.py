import torch

x = torch.ones(3, device="meta", requires_grad=True)
loss = (x * 2).sum()  # a 0-d output on the meta device
(g,) = torch.autograd.grad(loss, x, grad_outputs=torch.tensor(1.0))  # (1)!
print(g.device)
#> meta

y = x * 2  # a 1-d output on the meta device
try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones(3))  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: invalid gradient at index 0 - expected device meta but got cpu
