import torch

x = torch.tensor([-1.0, 0.0, 4.0], requires_grad=True)
safe_x = torch.where(x > 0, x, torch.ones_like(x))  # (1)!
y = torch.where(x > 0, torch.sqrt(safe_x), torch.zeros_like(x))  # (2)!
print(y)
#> tensor([0., 0., 2.], grad_fn=<WhereBackward0>)

(g,) = torch.autograd.grad(y.sum(), x)
print(g)  # (3)!
#> tensor([0.0000, 0.0000, 0.2500])

mask = x > 0  # (4)!
y2 = torch.zeros_like(x)
y2[mask] = torch.sqrt(x[mask])
(g2,) = torch.autograd.grad(y2.sum(), x)
print(g2)
#> tensor([0.0000, 0.0000, 0.2500])
