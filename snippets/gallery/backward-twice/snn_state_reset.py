import torch
from torch import nn


class Leaky(nn.Module):
    def __init__(self, beta=0.9):
        super().__init__()
        self.beta, self.mem = beta, None

    def forward(self, x):
        self.mem = x if self.mem is None else self.beta * self.mem + x
        return torch.sigmoid(self.mem - 1.0)


def reset(net):  # (1)!
    for m in net.modules():
        if isinstance(m, Leaky):
            m.mem = None


torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 2), Leaky())
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for batch in range(2):
    x = torch.randn(4, 3)
    reset(net)  # (2)!
    for t in range(3):
        out = net(x)
    out.sum().backward()
    opt.step()
    opt.zero_grad()
    print(f"batch {batch}: backward ok")
    #> batch 0: backward ok
    #> batch 1: backward ok
