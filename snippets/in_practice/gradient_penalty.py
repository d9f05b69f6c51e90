import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))  # critic
real, fake = torch.randn(4, 2), torch.randn(4, 2)

eps = torch.rand(4, 1)  # one mixing weight per sample
x_hat = (eps * real + (1 - eps) * fake).requires_grad_(True)
d = D(x_hat)
print(d.shape)
#> torch.Size([4, 1])

out = torch.autograd.grad(
    d, x_hat,
    grad_outputs=torch.ones_like(d),  # (1)!
    create_graph=True,  # (2)!
)
print(type(out).__name__, len(out))  # (3)!
#> tuple 1
grads = out[0]
print(grads.shape)
#> torch.Size([4, 2])

penalty = ((grads.flatten(1).norm(2, dim=1) - 1) ** 2).mean()  # (4)!
penalty.backward()
print([name for name, p in D.named_parameters() if p.grad is not None])  # (5)!
#> ['0.weight', '0.bias', '2.weight']
