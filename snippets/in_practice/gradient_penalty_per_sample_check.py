import torch
from torch import nn
from torch.func import grad, vmap

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
x_hat = torch.randn(4, 2, requires_grad=True)
d = D(x_hat)
(grads,) = torch.autograd.grad(d, x_hat, grad_outputs=torch.ones_like(d))

(of_sum,) = torch.autograd.grad(D(x_hat).sum(), x_hat)  # (1)!
print(torch.equal(grads, of_sum))
#> True

loop = torch.stack([  # (2)!
    torch.autograd.grad(D(x_hat[b]).squeeze(), x_hat)[0][b] for b in range(4)
])
print(torch.allclose(grads, loop))
#> True

per_sample = vmap(grad(lambda xb: D(xb).squeeze()))(x_hat.detach())  # (3)!
print(per_sample.shape, torch.allclose(grads, per_sample))
#> torch.Size([4, 2]) True
