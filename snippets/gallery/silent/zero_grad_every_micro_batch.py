import torch

torch.manual_seed(0)
X = torch.randn(16, 3)
y = torch.randn(16)
model = torch.nn.Linear(3, 1, bias=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
accum_steps = 4

# the gradient the accumulation is meant to reproduce: the whole batch at once
(full,) = torch.autograd.grad(((model(X).squeeze(1) - y) ** 2).mean(), model.weight)


def train_step(zero_every_micro_batch):
    opt.zero_grad()
    for i, (xb, yb) in enumerate(zip(X.chunk(accum_steps), y.chunk(accum_steps))):
        if zero_every_micro_batch:
            opt.zero_grad()  # (1)!
        loss = ((model(xb).squeeze(1) - yb) ** 2).mean() / accum_steps
        loss.backward()
        if (i + 1) % accum_steps == 0:
            g = model.weight.grad.clone()  # what opt.step() would use here
            opt.zero_grad()  # (2)!
    return g


last = ((model(X[12:]).squeeze(1) - y[12:]) ** 2).mean() / accum_steps
(last_only,) = torch.autograd.grad(last, model.weight)
g = train_step(zero_every_micro_batch=True)
print(torch.allclose(g, full), torch.allclose(g, last_only))  # (3)!
#> False True
g = train_step(zero_every_micro_batch=False)
print(torch.allclose(g, full))  # (4)!
#> True
