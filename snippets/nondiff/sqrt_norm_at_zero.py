import torch

z = torch.zeros(3, requires_grad=True)


def grad_of(f):
    (g,) = torch.autograd.grad(f(z), z)
    return g


print(grad_of(lambda z: z.sqrt().sum()))  # (1)!
#> tensor([inf, inf, inf])
print(grad_of(lambda z: (z**2).sum().sqrt()))  # (2)!
#> tensor([nan, nan, nan])
print(grad_of(lambda z: torch.linalg.vector_norm(z)))  # (3)!
#> tensor([0., 0., 0.])
print(grad_of(lambda z: z.norm(2)))
#> tensor([0., 0., 0.])
print(grad_of(lambda z: ((z**2).sum() + 1e-12).sqrt()))  # (4)!
#> tensor([0., 0., 0.])

z1 = torch.tensor([3.0, 0.0, 4.0], requires_grad=True)  # away from 0 the eps changes almost nothing
(g1,) = torch.autograd.grad(((z1**2).sum() + 1e-12).sqrt(), z1)
print(g1, torch.allclose(g1, z1.detach() / 5))
#> tensor([0.6000, 0.0000, 0.8000]) True

z2 = torch.tensor([1e-6, 0.0, 0.0], requires_grad=True)  # s = |z|**2 as small as eps
(g2,) = torch.autograd.grad(((z2**2).sum() + 1e-12).sqrt(), z2)
print(round(g2[0].item(), 4))  # the true derivative z_0/|z| is 1
#> 0.7071
