import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(5.0, requires_grad=True)  # (1)!
out = a * b
print(torch.autograd.grad(out, [a, b]))
#> (tensor(5.), tensor(2.))
