import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
torch.set_warn_always(True)  # each case may warn, not only the first one in this process


def one_step(model, x):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model(x).pow(2).mean().backward()
    return [str(w.message).split("\n")[1] for w in caught if "bucket view strides" in str(w.message)] or "no warning"


def net():
    torch.manual_seed(0)
    return nn.Sequential(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Conv2d(16, 8, 3))


x = torch.randn(4, 3, 16, 16).to(memory_format=torch.channels_last)

model = DDP(net())
model.module.to(memory_format=torch.channels_last)  # (1)!
print("converted after DDP:", one_step(model, x))
'''
converted after DDP: ['grad.sizes() = [8, 16, 3, 3], strides() = [144, 1, 48, 16]', 'grad.sizes() = [16, 3, 3, 3], strides() = [27, 1, 9, 3]']
'''

model = DDP(net().to(memory_format=torch.channels_last))  # (2)!
print("converted before DDP:", one_step(model, x))
#> converted before DDP: no warning
print("its weights stay channels_last:", model.module[0].weight.is_contiguous(memory_format=torch.channels_last))
#> its weights stay channels_last: True

torch.set_warn_always(False)
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
