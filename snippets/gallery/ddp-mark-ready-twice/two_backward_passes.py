import gc
import traceback

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)  # shared by both losses
        self.head_a = nn.Linear(4, 1)
        self.head_b = nn.Linear(4, 1)

    def forward(self, x):
        h = self.encoder(x)
        return self.head_a(h).pow(2).mean(), self.head_b(h).pow(2).mean()


torch.manual_seed(0)
net, x = TwoHeads(), torch.randn(8, 4)
loss_a, loss_b = net(x)  # the reference: the same two backward calls, without DDP
loss_a.backward(retain_graph=True)
loss_b.backward()
reference = [p.grad.clone() for p in net.parameters()]
net.zero_grad()

model = DDP(net)
loss_a, loss_b = model(x)
try:
    loss_a.backward(retain_graph=True)  # (1)!
    loss_b.backward()
except RuntimeError as e:
    print(str(e).splitlines()[-1].split(". This")[0])  # (2)!
    #> Parameter at index 1 with name encoder.bias has been marked as ready twice
    frames = traceback.extract_tb(e.__traceback__)
    print("through checkpoint.py:", any("checkpoint.py" in f.filename for f in frames))  # (3)!
    #> through checkpoint.py: False

del model
gc.collect()
net.zero_grad()
model = DDP(net)
loss_a, loss_b = model(x)
(loss_a + loss_b).backward()  # (4)!
print(all(torch.allclose(p.grad, r) for p, r in zip(net.parameters(), reference)))
#> True

del model
gc.collect()
net.zero_grad()
model = DDP(net.encoder)  # (5)!
h = model(x)
h.pow(2).mean().backward(retain_graph=True)
h.sum().backward()
print("second backward raised nothing")
#> second backward raised nothing

del model
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
