import torch


def softplus(x):  # hand-written: log(1 + e^x), and x itself where e^x would be huge
    return torch.where(x < 20, torch.log1p(torch.exp(x)), x)  # (1)!


x = torch.tensor([-2.0, 0.0, 50.0, 100.0], requires_grad=True)
y = softplus(x)
print(y)  # (2)!
#> tensor([  0.1269,   0.6931,  50.0000, 100.0000], grad_fn=<WhereBackward0>)
(g,) = torch.autograd.grad(y.sum(), x)
print(g)  # (3)!
#> tensor([0.1192, 0.5000, 1.0000,    nan])

print(torch.exp(x.detach()))  # (4)!
#> tensor([1.3534e-01, 1.0000e+00, 5.1847e+21,        inf])

y = torch.nan_to_num(softplus(x))  # (5)!
(g,) = torch.autograd.grad(y.sum(), x)
print(g)
#> tensor([0.1192, 0.5000, 1.0000,    nan])
