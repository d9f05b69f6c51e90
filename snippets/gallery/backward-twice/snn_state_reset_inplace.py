import torch
from torch import nn


# A neuron that keeps its membrane potential in a registered buffer and resets it in place, as sinabs's
# StatefulLayer.reset_states did (buffer.zero_()).
class Leaky(nn.Module):
    def __init__(self, beta=0.9):
        super().__init__()
        self.beta = beta
        self.register_buffer("v_mem", torch.zeros(4, 2))

    def forward(self, x):
        self.v_mem = self.beta * self.v_mem + x  # the buffer now holds a tensor with a graph behind it
        return torch.sigmoid(self.v_mem - 1.0)


def train(reset):
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(3, 2), Leaky())
    for batch in range(2):
        reset(net[1])
        kept = net[1].v_mem.grad_fn  # what the reset left attached to the buffer
        x = torch.randn(4, 3)
        for t in range(3):
            out = net(x)
        try:
            out.sum().backward()
        except RuntimeError as e:
            return f"batch {batch}, v_mem.grad_fn {kept.name()}: RuntimeError: {str(e).split(' (or')[0]} ..."
    return "2 batches ok"


print(train(lambda m: m.v_mem.zero_()))  # (1)!
#> batch 1, v_mem.grad_fn ZeroBackward0: RuntimeError: Trying to backward through the graph a second time ...
print(train(lambda m: m.v_mem.zero_().detach_()))  # (2)!
#> 2 batches ok
print(train(lambda m: setattr(m, "v_mem", torch.zeros_like(m.v_mem))))  # (3)!
#> 2 batches ok
