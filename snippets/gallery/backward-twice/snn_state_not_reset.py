import torch
from torch import nn

# A leaky integrate-and-fire neuron as snntorch's Leaky or spikingjelly's LIFNode keep it: the membrane potential is
# module state that survives from one forward call to the next.
class Leaky(nn.Module):
    def __init__(self, beta=0.9):
        super().__init__()
        self.beta, self.mem = beta, None

    def forward(self, x):
        self.mem = x if self.mem is None else self.beta * self.mem + x  # (1)!
        return torch.sigmoid(self.mem - 1.0)  # a smooth stand-in for the spike


torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 2), Leaky())
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for batch in range(2):
    x = torch.randn(4, 3)
    for t in range(3):  # time steps of one sample
        out = net(x)
    try:
        out.sum().backward()
        print(f"batch {batch}: backward ok")
        #> batch 0: backward ok
    except RuntimeError as e:
        print(f"batch {batch}: RuntimeError: {str(e).split(' (or')[0]} ...")
        #> batch 1: RuntimeError: Trying to backward through the graph a second time ...
    opt.step()
    opt.zero_grad()
