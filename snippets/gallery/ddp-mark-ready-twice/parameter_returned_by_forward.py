import gc
import traceback

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class MaskHead(nn.Module):
    def __init__(self, return_bias):
        super().__init__()
        self.proj = nn.Linear(4, 4)
        self.bias = nn.Parameter(torch.zeros(1))
        self.return_bias = return_bias

    def forward(self, x):
        if self.return_bias:  # (1)!
            return {"features": self.proj(x).sum(-1), "bias": self.bias}
        return {"features": self.proj(x).sum(-1) + self.bias, "bias": torch.zeros(())}


class Segmenter(nn.Module):
    def __init__(self, return_bias=True):
        super().__init__()
        self.encoder, self.decoder = nn.Linear(4, 4), nn.Linear(4, 4)
        self.head = MaskHead(return_bias)

    def forward(self, x):
        enc = self.encoder(x)
        return [self.head(enc), self.head(self.decoder(enc))]  # (2)!


def loss_fn(outputs):  # the criterion, outside forward: it adds the bias
    return sum((o["features"] + o["bias"]).pow(2).mean() for o in outputs)


def train_steps(model, steps=3):
    torch.manual_seed(1)
    for _ in range(steps):
        loss_fn(model(torch.randn(8, 4))).backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    return grads


torch.manual_seed(0)
net = Segmenter()
reference = train_steps(net)  # the same steps without DDP

model = DDP(net, find_unused_parameters=True)
try:
    train_steps(model)
except RuntimeError as e:
    print(str(e).splitlines()[-1].split(". This")[0])  # (3)!
    #> Parameter at index 4 with name head.bias has been marked as ready twice
    frames = traceback.extract_tb(e.__traceback__)
    print("through checkpoint.py:", any("checkpoint.py" in f.filename for f in frames))
    #> through checkpoint.py: False
net.zero_grad()

for kwargs in ({"static_graph": True}, {"find_unused_parameters": False}):  # (4)!
    del model
    gc.collect()
    model = DDP(net, **kwargs)
    grads = train_steps(model)
    print(kwargs, all(torch.allclose(g, r) for g, r in zip(grads, reference)))
    #> {'static_graph': True} True
    #> {'find_unused_parameters': False} True

del model
gc.collect()
torch.manual_seed(0)
model = DDP(Segmenter(return_bias=False), find_unused_parameters=True)  # (5)!
train_steps(model)
print("head called twice, bias added inside forward: no error")
#> head called twice, bias added inside forward: no error

del model
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
