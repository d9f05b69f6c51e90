import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(3, 2)
        self.aux_head = nn.Linear(2, 1)  # defined, never used in forward

    def forward(self, x):
        return self.body(x).sum()


torch.manual_seed(0)
net = Net()
loss = net(torch.randn(4, 3))
names = [name for name, _ in net.named_parameters()]
print(list(enumerate(names)))  # (1)!
#> [(0, 'body.weight'), (1, 'body.bias'), (2, 'aux_head.weight'), (3, 'aux_head.bias')]

try:
    torch.autograd.grad(loss, list(net.parameters()), retain_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 2 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''

grads = torch.autograd.grad(loss, list(net.parameters()), allow_unused=True)  # (2)!
print([None if g is None else tuple(g.shape) for g in grads])
#> [(2, 3), (2,), None, None]
