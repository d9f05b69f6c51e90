import torch

x = torch.tensor([-1.0, 0.0, 4.0], requires_grad=True)
y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))  # (1)!
print(y)
#> tensor([0., 0., 2.], grad_fn=<WhereBackward0>)

(g,) = torch.autograd.grad(y.sum(), x)
print(g)  # (2)!
#> tensor([   nan,    nan, 0.2500])

print(torch.sqrt(x.detach()))  # (3)!
#> tensor([nan, 0., 2.])
zero = torch.tensor(0.0)
print(zero * float("inf"), zero * float("nan"))  # (4)!
#> tensor(nan) tensor(nan)

a = torch.ones(3, requires_grad=True)
b = torch.ones(3, requires_grad=True)
ga, gb = torch.autograd.grad(torch.where(x > 0, a, b).sum(), (a, b))  # (5)!
print(ga, gb)
#> tensor([0., 0., 1.]) tensor([1., 1., 0.])
