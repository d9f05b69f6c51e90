import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * x.sum()
N = y.numel()


def grad_of(out, v=None):
    return torch.autograd.grad(out, x, grad_outputs=v, retain_graph=True)[0]


print(grad_of(y, torch.ones_like(y)), grad_of(y.sum()))
#> tensor([12., 12., 12.]) tensor([12., 12., 12.])
print(grad_of(y, torch.full_like(y, 1 / N)), grad_of(y.mean()))
#> tensor([4., 4., 4.]) tensor([4., 4., 4.])
print(torch.allclose(grad_of(y.mean()), grad_of(y.sum()) / N))  # (1)!
#> True
