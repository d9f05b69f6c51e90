import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class MultiTask(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(4, 4)
        self.heads = nn.ModuleDict({"seg": nn.Linear(4, 2), "det": nn.Linear(4, 3)})

    def forward(self, x, task):
        return self.heads[task](self.body(x))  # (1)!


def train(model, zero_term=False):
    torch.manual_seed(0)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step, task in enumerate(["seg", "det", "seg", "det"]):  # the task comes with the batch
        try:
            loss = model(torch.randn(8, 4), task).pow(2).mean()
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
        if zero_term:  # (2)!
            loss = loss + 0 * sum(p.sum() for p in model.parameters())
        opt.zero_grad()
        loss.backward()
        opt.step()
    return f"{step + 1} steps"


torch.manual_seed(0)
print(train(DDP(MultiTask())))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print(train(DDP(MultiTask(), find_unused_parameters=True)))  # (3)!
#> 4 steps
print(train(DDP(MultiTask()), zero_term=True))  # (4)!
#> 4 steps


def skipped_head_moves(model, zero_term=False):  # (5)!
    opt = torch.optim.AdamW(model.parameters(), lr=0.1)
    for task in ["det", "seg"]:  # the det head is used, then skipped
        before = model.module.heads["det"].weight.detach().clone()
        loss = model(torch.randn(8, 4), task).pow(2).mean()
        if zero_term:
            loss = loss + 0 * sum(p.sum() for p in model.parameters())
        opt.zero_grad()
        loss.backward()
        opt.step()
    return not torch.equal(model.module.heads["det"].weight, before)


print("AdamW, flag: skipped head moved:", skipped_head_moves(DDP(MultiTask(), find_unused_parameters=True)))
#> AdamW, flag: skipped head moved: False
print("AdamW, zero term: skipped head moved:", skipped_head_moves(DDP(MultiTask()), zero_term=True))
#> AdamW, zero term: skipped head moved: True

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
