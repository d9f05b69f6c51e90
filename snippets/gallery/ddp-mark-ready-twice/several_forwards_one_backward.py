import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class PerOrder(nn.Module):  # one weight per call, chosen by an argument
    def __init__(self):
        super().__init__()
        self.w = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in range(3)])

    def forward(self, x, order):
        return x * self.w[order]


class AllOrders(nn.Module):  # the same three calls inside one forward
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x, orders):
        return sum(self.inner(x, order) for order in orders)


x = torch.ones(1)
model = DDP(PerOrder(), find_unused_parameters=True)
try:
    loss = model(x, 0) + model(x, 1) + model(x, 2)  # (1)!
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(". ")[0])
    #> RuntimeError: Expected to mark a variable ready only once

model = DDP(PerOrder())  # (2)!
(model(x, 0) + model(x, 1) + model(x, 2)).backward()
print([p.grad.item() for p in model.module.w])
#> [1.0, 1.0, 1.0]

model = DDP(AllOrders(PerOrder()), find_unused_parameters=True)  # (3)!
for step in range(3):
    model.zero_grad()
    model(x, [0, 1, 2]).backward()
print([p.grad.item() for p in model.module.inner.w])
#> [1.0, 1.0, 1.0]

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
