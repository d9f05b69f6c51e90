import gc
import traceback

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 4)
        self.block = nn.Linear(4, 4)

    def forward(self, x):
        return checkpoint(self.block, self.stem(x), use_reentrant=True)  # (1)!


torch.manual_seed(0)
model = DDP(Net(), find_unused_parameters=True)  # (2)!
try:
    model(torch.randn(2, 4)).sum().backward()  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Expected to mark a variable ready only once. This error is caused by one of the following reasons: 1) Use of a module parameter outside the `forward` function. Please make sure model parameters are not shared across multiple concurrent forward-backward passes. or try to use _set_static_graph() as a workaround if this module graph does not change during training loop.2) Reused parameters in multiple reentrant backward passes. For example, if you use multiple `checkpoint` functions to wrap the same part of your model, it would result in the same set of parameters been used by different reentrant backward passes multiple times, and hence marking a variable ready multiple times. DDP does not support such use cases in default. You can try to use _set_static_graph() as a workaround if your module graph does not change over iterations.
    Parameter at index 3 with name block.bias has been marked as ready twice. This means that multiple autograd engine  hooks have fired for this particular parameter during this iteration.
    '''
    frames = traceback.extract_tb(e.__traceback__)
    print("raised from:", [f"{f.filename.split('site-packages/')[-1]}: {f.name}" for f in frames if "utils" in f.filename])  # (4)!
    #> raised from: ['torch/utils/checkpoint.py: backward']

del model
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
