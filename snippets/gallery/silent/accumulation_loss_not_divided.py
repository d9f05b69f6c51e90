import torch

torch.manual_seed(0)
X, y = torch.randn(16, 3), torch.randn(16)
model = torch.nn.Linear(3, 1, bias=False)
accum_steps = 4

(full,) = torch.autograd.grad(((model(X).squeeze(1) - y) ** 2).mean(), model.weight)  # (1)!


def accumulated(divide):
    model.zero_grad()
    for xb, yb in zip(X.chunk(accum_steps), y.chunk(accum_steps)):
        loss = ((model(xb).squeeze(1) - yb) ** 2).mean()
        (loss / accum_steps if divide else loss).backward()  # (2)!
    return model.weight.grad


print((accumulated(divide=False) / full).round(decimals=4))  # (3)!
#> tensor([[4., 4., 4.]])
print((accumulated(divide=True) / full).round(decimals=4))  # (4)!
#> tensor([[1., 1., 1.]])
