import copy

import torch
from torch import nn

torch.manual_seed(0)
net = nn.Linear(3, 1)
x = torch.randn(4, 3)

grads = torch.autograd.grad(net(x).sum(), dict(net.named_parameters()))  # (1)!
print(type(grads).__name__, list(grads))
#> dict ['weight', 'bias']

print(type(net.state_dict()).__name__)  # (2)!
#> OrderedDict
try:
    torch.autograd.grad(net(x).sum(), net.state_dict(keep_vars=True))
except TypeError as e:
    print(f"TypeError: {e}")
    #> TypeError: `inputs` argument to `grad()` must be a dict, not OrderedDict. Other Mapping types are not supported.

print(net.state_dict()["weight"].requires_grad)  # (3)!
#> False

state, saved = net.state_dict(), copy.deepcopy(net.state_dict())
with torch.no_grad():
    net.weight.add_(1.0)  # the weights change after the state_dict() call
print(state["weight"].data_ptr() == net.weight.data_ptr())  # (4)!
#> True
print(torch.equal(state["weight"], net.weight), torch.equal(saved["weight"], net.weight))
#> True False

grads = torch.autograd.grad(net(x).sum(), dict(net.state_dict(keep_vars=True)))  # (5)!
print(list(grads))
#> ['weight', 'bias']
