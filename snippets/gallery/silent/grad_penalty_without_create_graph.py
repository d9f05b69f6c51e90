import torch
from torch import nn
from torch.nn import functional as F

torch.manual_seed(0)
model = nn.Linear(3, 1)
envs = [(torch.randn(16, 3), torch.randn(16, 1)) for _ in range(2)]


def penalty(create_graph):  # IRM/IGA-style: how far apart the environments' gradients are
    grads = [torch.autograd.grad(F.mse_loss(model(x), y), model.weight, create_graph=create_graph)[0]
             for x, y in envs]  # (1)!
    return ((grads[0] - grads[1]) ** 2).sum()


print(penalty(False).requires_grad, penalty(True).requires_grad)  # (2)!
#> False True
erm = sum(F.mse_loss(model(x), y) for x, y in envs)
g_erm = torch.autograd.grad(erm, model.weight, retain_graph=True)[0]
g_off = torch.autograd.grad(erm + 10 * penalty(False), model.weight, retain_graph=True)[0]
g_on = torch.autograd.grad(erm + 10 * penalty(True), model.weight)[0]
print(torch.equal(g_off, g_erm), torch.equal(g_on, g_erm))  # (3)!
#> True False

# MAML: one inner step on a task, the outer loss on the adapted weight
w = torch.randn(3, 1, requires_grad=True)
(xs, ys), (xq, yq) = envs


def meta_grad(create_graph):
    g = torch.autograd.grad(F.mse_loss(xs @ w, ys), w, create_graph=create_graph)[0]
    fast_w = w - 0.1 * g  # (4)!
    return torch.autograd.grad(F.mse_loss(xq @ fast_w, yq), w)[0]


def first_order_maml():  # the gradient at the adapted weight, with the inner step held constant
    g = torch.autograd.grad(F.mse_loss(xs @ w, ys), w)[0]
    fast_w = (w - 0.1 * g).detach().requires_grad_()
    return torch.autograd.grad(F.mse_loss(xq @ fast_w, yq), fast_w)[0]


print(torch.allclose(meta_grad(False), first_order_maml()), torch.allclose(meta_grad(True), first_order_maml()))  # (5)!
#> True False
