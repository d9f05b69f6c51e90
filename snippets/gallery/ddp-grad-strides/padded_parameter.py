import gc
import warnings

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
torch.set_warn_always(True)  # each case may warn, not only the first one in this process


class RelativeValues(nn.Module):  # the relative-position part of VITS' attention (attentions.py)
    def __init__(self, channels=8, window=4):
        super().__init__()
        self.window = window
        self.emb_rel_v = nn.Parameter(torch.randn(1, 2 * window + 1, channels))  # (1)!

    def relative_embeddings(self, length):
        pad = max(length - (self.window + 1), 0)
        start = max((self.window + 1) - length, 0)
        padded = F.pad(self.emb_rel_v, [0, 0, pad, pad, 0, 0]) if pad > 0 else self.emb_rel_v  # (2)!
        return padded[:, start:start + 2 * length - 1]

    def forward(self, weights):  # weights: [batch, heads, length, 2 * length - 1]
        return torch.matmul(weights, self.relative_embeddings(weights.shape[2]).unsqueeze(0))


model = RelativeValues()
ddp = DDP(model)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    ddp(torch.randn(2, 2, 20, 39)).sum().backward()
print(str(caught[0].message).split("\n", 1)[1].split(" (Triggered")[0])
'''
grad.sizes() = [1, 9, 8], strides() = [312, 8, 1]
bucket_view.sizes() = [1, 9, 8], strides() = [72, 8, 1]
'''
grad = model.emb_rel_v.grad
print("stored in .grad:", grad.stride(), "| elements it holds:", grad.untyped_storage().nbytes() // grad.element_size(),
      "| a view:", grad._base is not None)  # (3)!
#> stored in .grad: (312, 8, 1) | elements it holds: 72 | a view: False

torch.set_warn_always(False)
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
