import torch

t = torch.tensor([1.0, 3.0, 3.0], requires_grad=True)  # the maximum 3 appears twice


def grad_of(f):
    (g,) = torch.autograd.grad(f(t), t)
    return g


print(grad_of(lambda t: t.max()))  # (1)!
#> tensor([0.0000, 0.5000, 0.5000])
print(grad_of(lambda t: t.amax()))
#> tensor([0.0000, 0.5000, 0.5000])
print(grad_of(lambda t: t.max(dim=0).values))  # (2)!
#> tensor([0., 1., 0.])
print(t.max(dim=0).indices)
#> tensor(1)

a = torch.tensor([2.0, 1.0], requires_grad=True)
b = torch.tensor([2.0, 3.0], requires_grad=True)
ga, gb = torch.autograd.grad(torch.maximum(a, b).sum(), (a, b))  # (3)!
print(ga, gb)
#> tensor([0.5000, 0.0000]) tensor([0.5000, 1.0000])
