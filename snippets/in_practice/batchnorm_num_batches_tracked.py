import inspect

import torch
from torch import nn
from torch.func import grad, replace_all_batch_norm_modules_, vmap

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1))
bn = net[1]
x = torch.randn(4, 2)

print(bn.num_batches_tracked)
#> tensor(0)
net(x)  # (1)!
print(bn.num_batches_tracked)
#> tensor(1)
print("num_batches_tracked.add_(1)" in inspect.getsource(nn.modules.batchnorm._BatchNorm.forward))  # (2)!
#> True

replace_all_batch_norm_modules_(net)  # (3)!
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
#> None None None

try:
    vmap(grad(lambda xb: net(xb.unsqueeze(0)).squeeze()))(x)  # (4)!
except ValueError as e:
    print(f"ValueError: {e}")
    #> ValueError: Expected more than 1 value per channel when training, got input size torch.Size([1, 8])
