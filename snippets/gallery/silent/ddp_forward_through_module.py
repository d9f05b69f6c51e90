import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
torch.manual_seed(0)
model = DDP(nn.Linear(3, 1))
x = torch.randn(4, 3)
all_reduces = []


def counting_hook(process_group, bucket):  # (1)!
    all_reduces.append(bucket.index())
    return default_hooks.allreduce_hook(process_group, bucket)


model.register_comm_hook(None, counting_hook)
model(x).pow(2).mean().backward()  # (2)!
print(len(all_reduces))
#> 1
model.module(x).pow(2).mean().backward()  # (3)!
print(len(all_reduces))
#> 1
model(x).pow(2).mean().backward()  # (4)!
print(len(all_reduces))
#> 2
p = next(model.module.parameters())  # (5)!
s = p.detach().sum().reshape(1)
sums = [torch.zeros_like(s) for _ in range(dist.get_world_size())]
dist.all_gather(sums, s)
print(len(sums), all(torch.equal(t, sums[0]) for t in sums))
#> 1 True
dist.destroy_process_group()
