import torch
import torch.nn.functional as F


def log1mexp(logp, eps=1e-6):  # (1)!
    return torch.log(-torch.expm1(logp.clamp(max=-eps)))


def chosen_grad(log1m, chosen, reduce=lambda loss: loss):
    c = torch.tensor(chosen, requires_grad=True)
    r = torch.full_like(c, -2.0)
    log_odds = (c - r) - (log1m(c) - log1m(r))
    reduce(-F.logsigmoid(log_odds).mean()).backward()
    return c.grad


chosen = [0.0, -1e-8, -0.5]  # (2)!
print(chosen_grad(log1mexp, chosen))
#> tensor([-5.2173e-08, -5.2173e-08, -7.8089e-02])

with_eps = lambda x: torch.log1p(-torch.exp(x) + 1e-8)  # (3)!
print(chosen_grad(with_eps, chosen), -torch.exp(torch.tensor(0.0)) + 1e-8)
#> tensor([    nan,     nan, -0.0781]) tensor(-1.)

trl_0_13 = lambda x: torch.log1p(-torch.exp(x))
print(chosen_grad(trl_0_13, chosen, reduce=torch.nan_to_num))  # (4)!
#> tensor([    nan,     nan, -0.0781])


def trl_0_27_log1mexp(x):  # (5)!
    t = -0.6931471805599453
    return torch.where(x < t, torch.log1p(-torch.exp(x)), torch.log(-torch.expm1(x)))


print(chosen_grad(trl_0_27_log1mexp, chosen))
#> tensor([    nan,     nan, -0.0781])


def double_where_log1mexp(x):  # (6)!
    t = -0.6931471805599453
    low = x < t
    a = torch.log1p(-torch.exp(torch.where(low, x, t)))
    b = torch.log(-torch.expm1(torch.where(low, t, x)))
    return torch.where(low, a, b)


print(chosen_grad(double_where_log1mexp, chosen))
#> tensor([    nan, -0.0522, -0.0781])
