import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
warnings.filterwarnings("ignore", message="torch.utils.checkpoint")  # the use_reentrant warning, see its page


class Encoder(nn.Module):  # the shape of a transformers / timm model with gradient checkpointing
    def __init__(self, checkpoint_kwargs=None, pooler=True):
        super().__init__()
        self.embed = nn.Linear(4, 4)
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
        self.pooler = nn.Linear(4, 4) if pooler else None  # (1)!
        self.classifier = nn.Linear(4, 2)
        self.use_checkpoint = True
        self.checkpoint_kwargs = checkpoint_kwargs or {}

    def forward(self, x):
        hidden = self.embed(x)
        for layer in self.layers:
            if self.use_checkpoint:
                hidden = checkpoint(layer, hidden, **self.checkpoint_kwargs)  # (2)!
            else:
                hidden = layer(hidden)
        return self.classifier(hidden)  # the pooler is never called


def train(model, steps=3):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    try:
        for step in range(steps):
            loss = model(torch.randn(8, 4)).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
    except RuntimeError as e:
        return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
    return f"{steps} steps"


torch.manual_seed(0)
print("flag off:", train(DDP(Encoder())))  # (3)!
#> flag off: step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print("flag on: ", train(DDP(Encoder(), find_unused_parameters=True)))  # (4)!
#> flag on:  step 0: RuntimeError: Expected to mark a variable ready only once

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
