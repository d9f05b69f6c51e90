import torch


def f(x):
    return torch.sin(x).pow(2).sum()


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
compiled_f = torch.compile(f, backend="aot_eager")  # (1)!

(g,) = torch.autograd.grad(compiled_f(x), x)  # (2)!
print(g)
#> tensor([ 0.8415,  0.9093, -0.7568])
print(torch.allclose(g, torch.sin(2 * x.detach())))  # d/dx sin²x = sin 2x
#> True
