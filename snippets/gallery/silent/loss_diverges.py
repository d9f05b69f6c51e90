import torch
from torch import nn

torch.manual_seed(0)
X = torch.randn(64, 8) * 3
y = (X.sum(1) > 0).long()


def train(lr, clip=None, steps=40):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2))
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    losses = []
    for step in range(steps):
        loss = nn.functional.cross_entropy(model(X), y)
        losses.append(loss.item())
        opt.zero_grad()
        loss.backward()
        if clip is not None:
            nn.utils.clip_grad_norm_(model.parameters(), clip)  # (1)!
        opt.step()
    return " ".join(f"{v:.2g}" for v in losses[::5])


print(train(lr=5.0))  # (2)!
#> 1 2e+07 1e+12 9.2e+18 1.2e+26 1.8e+33 nan nan
print(train(lr=0.05))  # (3)!
#> 1 0.6 0.38 0.15 0.059 0.023 0.011 0.0067
print(train(lr=5.0, clip=0.1))  # (4)!
#> 1 0.008 7e-06 1.1e-06 1.7e-05 8.7e-07 4.6e-07 3e-07
