import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
torch.set_warn_always(True)  # each case may warn, not only the first one in this process


def net():
    torch.manual_seed(0)
    return nn.Sequential(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Conv2d(16, 8, 3))


x = torch.randn(4, 3, 16, 16).to(memory_format=torch.channels_last)
plain = net().to(memory_format=torch.channels_last)
plain(x).pow(2).mean().backward()  # the gradient without DDP, to compare with


def steps(model, n=3):
    out = []
    for _ in range(n):
        model.module.zero_grad()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            model(x).pow(2).mean().backward()
        warned = any("bucket view strides" in str(w.message) for w in caught)
        right = torch.allclose(model.module[0].weight.grad, plain[0].weight.grad)
        out.append(("warned" if warned else "quiet") + (", right gradient" if right else ", WRONG gradient"))
    return out


model = DDP(net())
at_wrap = {name: p.stride() for name, p in model.module.named_parameters()}  # (4)!
model.module.to(memory_format=torch.channels_last)  # (1)!
print("converted after DDP:", steps(model))
#> converted after DDP: ['warned, WRONG gradient', 'quiet, right gradient', 'quiet, right gradient']
print("strides changed since DDP(...):", [name for name, p in model.module.named_parameters()
                                          if p.stride() != at_wrap[name]])
#> strides changed since DDP(...): ['0.weight', '2.weight']
print("gradients laid out unlike their parameter:", [name for name, p in model.module.named_parameters()
                                                    if p.grad.stride() != p.stride()])  # what odd_gradients looks for
#> gradients laid out unlike their parameter: []
model = DDP(net(), find_unused_parameters=True)
model.module.to(memory_format=torch.channels_last)  # (2)!
print("the same, find_unused_parameters=True:", steps(model))
'''
the same, find_unused_parameters=True: ['warned, WRONG gradient', 'warned, WRONG gradient', 'warned, WRONG gradient']
'''
model = DDP(net().to(memory_format=torch.channels_last))  # (3)!
print("converted before DDP:", steps(model))
#> converted before DDP: ['quiet, right gradient', 'quiet, right gradient', 'quiet, right gradient']

channels_last = net().to(memory_format=torch.channels_last)
for p in channels_last.parameters():
    p.grad = torch.zeros(p.shape)  # (5)!
model = DDP(channels_last)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model(x).pow(2).mean().backward()
print("a .grad set by hand:", sorted({str(w.message).split(".")[0] for w in caught}),
      "right gradient:", torch.allclose(channels_last[0].weight.grad, plain[0].weight.grad))
'''
a .grad set by hand: ['Grad strides do not match bucket view strides', 'grad and param do not obey the gradient layout contract'] right gradient: True
'''

torch.set_warn_always(False)
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
