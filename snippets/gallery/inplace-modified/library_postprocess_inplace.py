import math

import torch
from torch import nn


# A library function that post-processes your network's output, as nflows' rational-quadratic coupling transform
# does with the parameters its transform net returns.
def coupling_params(params, num_bins=3, hidden_features=16, inplace=True):
    widths, heights = params[..., :num_bins], params[..., num_bins:]  # slices: views of your tensor
    if inplace:
        widths /= math.sqrt(hidden_features)  # (1)!
        heights /= math.sqrt(hidden_features)
    else:
        widths, heights = widths / math.sqrt(hidden_features), heights / math.sqrt(hidden_features)  # (2)!
    return widths.softmax(-1), heights.softmax(-1)


torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 6), nn.ReLU())  # your transform net
x = torch.randn(4, 2)

params = net(x)
before = params._version
w, h = coupling_params(params)
print(f"version of your tensor: {before} before the library call, {params._version} after")  # (3)!
#> version of your tensor: 0 before the library call, 2 after
try:
    (w[..., 0] + h[..., 0]).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' Hint')[0]} ...")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [4, 6]], which is output 0 of Relu, is at version 2; expected version 0 instead. ...
    '''

params = net(x)
w, h = coupling_params(params.clone())  # (4)!
(w[..., 0] + h[..., 0]).sum().backward()
print(params._version)
#> 0
with_clone = net[0].weight.grad.clone()

net.zero_grad()
w, h = coupling_params(net(x), inplace=False)
(w[..., 0] + h[..., 0]).sum().backward()
print(torch.equal(net[0].weight.grad, with_clone))
#> True
