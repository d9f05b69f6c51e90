import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class FineTuned(nn.Module):  # built like its pretraining model, then fine-tuned
    def __init__(self, keep_pretraining_head=True):
        super().__init__()
        self.body = nn.Linear(4, 4)
        if keep_pretraining_head:
            self.mlm_head = nn.Linear(4, 8)  # (1)!
        self.cls_head = nn.Linear(4, 2)

    def forward(self, x):
        return self.cls_head(self.body(x).relu())  # mlm_head is never called


def train(model, steps=3):  # the usual loop; returns how many steps ran
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(steps):
        x, y = torch.randn(8, 4), torch.randint(0, 2, (8,))
        loss = nn.functional.cross_entropy(model(x), y)  # (2)!
        opt.zero_grad()
        loss.backward()
        opt.step()
    return steps


torch.manual_seed(0)
model = DDP(FineTuned())
try:
    train(model)
except RuntimeError as e:
    lines = str(e).splitlines()
    print(f"RuntimeError: {lines[0].split('. ')[0]} ...")
    #> RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one ...
    print([line for line in lines if line.startswith("Parameter indices")])  # (3)!
    #> ['Parameter indices which did not receive grad for rank 0: 2 3']

names = [name for name, p in model.module.named_parameters() if p.requires_grad]
print({i: names[i] for i in (2, 3)})  # (4)!
#> {2: 'mlm_head.weight', 3: 'mlm_head.bias'}

torch.manual_seed(0)
print("steps run:", train(DDP(FineTuned(keep_pretraining_head=False))))  # (5)!
#> steps run: 3

del model
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
