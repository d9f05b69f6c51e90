import torch
from torch import nn


def first_step(params, rho=0.05):
    with torch.no_grad():
        norm = torch.norm(torch.stack([p.grad.norm() for p in params]))
        for p in params:
            p.e_w = rho * p.grad / norm
            p.add_(p.e_w)
            p.grad = None


def second_step(params, opt):
    with torch.no_grad():
        for p in params:
            p.sub_(p.e_w)  # back to w
    opt.step()
    opt.zero_grad()


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1))
params = list(model.parameters())
opt = torch.optim.SGD(params, lr=0.1)
x, y = torch.randn(4, 2), torch.randn(4, 1)

for step in range(2):
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    first_step(params)
    nn.functional.mse_loss(model(x), y).backward()  # (1)!
    second_step(params, opt)
    print(f"step {step}: {loss.item():.4f}")
    #> step 0: 1.4565
    #> step 1: 0.8197
