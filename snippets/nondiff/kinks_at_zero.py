import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)


def grad_of(f):
    (g,) = torch.autograd.grad(f(x).sum(), x)
    return g


print(grad_of(torch.relu))  # (1)!
#> tensor([0., 0., 1.])
print(grad_of(torch.abs))  # (2)!
#> tensor([-1.,  0.,  1.])
print(grad_of(lambda t: t.clamp(min=0)))  # (3)!
#> tensor([0., 1., 1.])
print(grad_of(lambda t: torch.maximum(t, torch.zeros_like(t))))  # (4)!
#> tensor([0.0000, 0.5000, 1.0000])
print(grad_of(F.leaky_relu))  # (5)!
#> tensor([0.0100, 0.0100, 1.0000])
