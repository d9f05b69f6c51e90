import torch

w = torch.tensor([0.5, 2.0], requires_grad=True)
x = torch.tensor([0.0, 3.0])
((w * x).clamp(min=1e-6) ** 0.25).sum().backward()  # (1)!
print(w.grad)
#> tensor([0.0000, 0.1956])

base = torch.tensor([-2.0, 3.0])
p = torch.tensor([2.0, 2.0], requires_grad=True)
torch.pow(base.clamp(min=1e-6), p).sum().backward()  # (2)!
print(p.grad)
#> tensor([-1.3816e-11,  9.8875e+00])
