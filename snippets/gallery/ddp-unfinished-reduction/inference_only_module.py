import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process

class Detect(nn.Module):  # the shape of a detection head: the box decoder runs only at inference
    def __init__(self):
        super().__init__()
        self.box = nn.Linear(4, 16)  # predicts a distribution per box side
        self.decode = nn.Linear(16, 4, bias=False)  # turns it into box coordinates (fixed weights in Ultralytics)

    def forward(self, x):
        out = self.box(x)
        if self.training:
            return out  # (1)!
        return self.decode(out)


def train(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(3):
        try:
            loss = model(torch.randn(8, 4)).pow(2).mean()  # the training loss takes the raw output
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
        opt.zero_grad()
        loss.backward()
        opt.step()
    return f"{step + 1} steps"


torch.manual_seed(0)
head, unused = Detect(), set()
for step in range(2):  # (2)!
    head.zero_grad(set_to_none=True)
    head(torch.randn(8, 4)).pow(2).mean().backward()
    unused |= {name for name, p in head.named_parameters() if p.requires_grad and p.grad is None}
print("no gradient:", sorted(unused))
#> no gradient: ['decode.weight']

print(train(DDP(Detect())))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one

frozen = Detect()
frozen.decode.requires_grad_(False)  # (3)!
print(train(DDP(frozen)))
#> 3 steps

flagged = Detect()
before = flagged.decode.weight.detach().clone()
print(train(DDP(flagged, find_unused_parameters=True)), "| decode changed:",  # (4)!
      not torch.equal(flagged.decode.weight, before))
#> 3 steps | decode changed: False

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
