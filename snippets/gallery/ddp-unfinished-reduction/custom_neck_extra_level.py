import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class MyNeck(nn.Module):  # a custom neck: two levels, plus an extra one added for this project
    def __init__(self):
        super().__init__()
        self.lateral = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4)])
        self.extra = nn.Linear(4, 4)  # (1)!

    def forward(self, feats):
        outs = [conv(f) for conv, f in zip(self.lateral, feats)]
        return outs + [self.extra(outs[-1])]


class Detector(nn.Module):  # what the config builds: backbone -> neck -> head
    def __init__(self, cfg):
        super().__init__()
        self.backbone = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4)])
        self.neck = MyNeck()
        self.head = nn.Linear(4, 1)
        self.num_levels = cfg["head"]["num_levels"]

    def forward(self, x):
        c1 = self.backbone[0](x).relu()
        c2 = self.backbone[1](c1).relu()
        levels = self.neck([c1, c2])[: self.num_levels]  # (2)!
        return sum(self.head(level).mean() for level in levels)


def train(cfg):
    torch.manual_seed(0)
    model = DDP(Detector(cfg), find_unused_parameters=cfg.get("find_unused_parameters", False))  # (3)!
    before = model.module.neck.extra.weight.detach().clone()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    try:
        for step in range(3):
            loss = model(torch.randn(8, 4)).pow(2)
            opt.zero_grad()
            loss.backward()
            opt.step()
    except RuntimeError as e:
        return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
    trained = not torch.equal(model.module.neck.extra.weight, before)
    return f"3 steps; neck.extra trained: {trained}"


print(train({"head": {"num_levels": 2}}))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print(train({"head": {"num_levels": 2}, "find_unused_parameters": True}))  # (4)!
#> 3 steps; neck.extra trained: False
print(train({"head": {"num_levels": 3}}))  # (5)!
#> 3 steps; neck.extra trained: True

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
