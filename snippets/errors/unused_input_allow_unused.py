import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(5.0, requires_grad=True)
out = a * 3

print(torch.autograd.grad(out, [a, b], retain_graph=True, allow_unused=True))  # (1)!
#> (tensor(3.), None)
print(torch.autograd.grad(out, [a, b], materialize_grads=True))  # (2)!
#> (tensor(3.), tensor(0.))
