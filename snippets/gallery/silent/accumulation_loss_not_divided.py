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


print(accumulated(divide=False) / full)  # (3)!
#> tensor([[4.0000, 4.0000, 4.0000]])
print(accumulated(divide=True) / full)  # (4)!
#> tensor([[1.0000, 1.0000, 1.0000]])
