import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
real, fake = torch.randn(4, 2), torch.randn(4, 2)
x_hat = torch.randn(4, 2, requires_grad=True)
wasserstein = lambda: D(fake).mean() - D(real).mean()


def critic_grads(create_graph):
    d = D(x_hat)
    (grads,) = torch.autograd.grad(d, x_hat, torch.ones_like(d), create_graph=create_graph)
    penalty = ((grads.norm(2, dim=1) - 1) ** 2).mean()
    loss_D = wasserstein() + 10 * penalty  # (1)!
    return torch.autograd.grad(loss_D, D[0].weight)[0]


without_penalty = torch.autograd.grad(wasserstein(), D[0].weight)[0]
print(torch.allclose(critic_grads(create_graph=False), without_penalty))  # (2)!
#> True
print(torch.allclose(critic_grads(create_graph=True), without_penalty))
#> False
