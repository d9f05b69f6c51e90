import torch

x = torch.tensor([-2.0, 0.0, 50.0, 100.0], requires_grad=True)
big = x >= 20

safe_x = torch.where(big, torch.zeros_like(x), x)  # (1)!
y = torch.where(big, x, torch.log1p(torch.exp(safe_x)))
(g,) = torch.autograd.grad(y.sum(), x)
print(g)
#> tensor([0.1192, 0.5000, 1.0000, 1.0000])

y = torch.where(big, x, torch.log1p(torch.exp(x.clamp(max=20))))  # (2)!
(g,) = torch.autograd.grad(y.sum(), x)
print(g)
#> tensor([0.1192, 0.5000, 1.0000, 1.0000])

print(torch.autograd.grad(torch.nn.functional.softplus(x).sum(), x)[0])  # (3)!
#> tensor([0.1192, 0.5000, 1.0000, 1.0000])
