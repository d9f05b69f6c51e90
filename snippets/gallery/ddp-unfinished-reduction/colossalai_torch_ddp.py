import contextlib
import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)
        self.unused_head = nn.Linear(4, 4)  # (1)!

    def forward(self, x):
        return self.encoder(x)


def initialize(model, config):  # (2)!
    return DDP(model, **config.get("torch_ddp", dict()))


def fit(config, steps=8):
    torch.manual_seed(0)
    model = initialize(Seq2Seq(), config)
    accumulate = config.get("gradient_accumulation", 1)
    for step in range(steps):
        try:
            loss = model(torch.randn(8, 4)).pow(2).mean()
        except RuntimeError as e:
            return f"forward pass {step + 1}: RuntimeError: {str(e).split('. ')[0]}"
        no_sync = (step + 1) % accumulate != 0
        with model.no_sync() if no_sync else contextlib.nullcontext():  # (3)!
            (loss / accumulate).backward()
    return f"{steps} steps, find_unused_parameters={model.find_unused_parameters}"


print(fit(dict(gradient_accumulation=4, find_unused_parameters=True)))  # (4)!
#> forward pass 2: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print(fit(dict(gradient_accumulation=4, torch_ddp=dict(find_unused_parameters=True))))  # (5)!
#> 8 steps, find_unused_parameters=True

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
