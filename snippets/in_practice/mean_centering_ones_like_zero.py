import torch
from torch.func import jacrev

torch.manual_seed(0)
x = torch.randn(4, 1, requires_grad=True)
y = x - x.mean(0)  # every y[b] depends on every x[c]

(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y))
print(g.flatten())  # (1)!
#> tensor([0., 0., 0., 0.])
print(torch.equal(g, torch.zeros_like(g)))
#> True

J = jacrev(lambda t: t - t.mean(0))(x.detach()).reshape(4, 4)  # (2)!
print(J)
'''
tensor([[ 0.7500, -0.2500, -0.2500, -0.2500],
        [-0.2500,  0.7500, -0.2500, -0.2500],
        [-0.2500, -0.2500,  0.7500, -0.2500],
        [-0.2500, -0.2500, -0.2500,  0.7500]])
'''
print(J.diagonal())  # dy[b]/dx[b] = 1 - 1/4
#> tensor([0.7500, 0.7500, 0.7500, 0.7500])
print(torch.allclose(J.sum(0), g.flatten()))  # (3)!
#> True
