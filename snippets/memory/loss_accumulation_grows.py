import weakref

import torch
from torch import nn
from torch.autograd.graph import saved_tensors_hooks

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(100, 100), nn.Tanh(), nn.Linear(100, 1))
param_ptrs = {p.data_ptr() for p in model.parameters()}
refs = []


def pack(t):  # (1)!
    packed = t.detach()  # what the graph keeps: the same memory, without a grad_fn
    if t.data_ptr() not in param_ptrs:
        refs.append((weakref.ref(packed), t.numel() * t.element_size()))
    return packed


def alive_bytes():  # each tensor counted once, however many operations saved it
    alive = {ref().data_ptr(): n for ref, n in refs if ref() is not None}
    return sum(alive.values())


def run(keep_graph):
    refs.clear()
    total, alive = 0, []
    with saved_tensors_hooks(pack, lambda t: t):
        for step in range(3):
            loss = model(torch.randn(64, 100)).pow(2).mean()  # e.g. an evaluation loop
            total += loss if keep_graph else loss.item()  # (2)!
            alive.append(alive_bytes())
    return alive


print("total += loss:       ", run(keep_graph=True))  # (3)!
#> total += loss:        [51456, 102912, 154368]
print("total += loss.item():", run(keep_graph=False))  # (4)!
#> total += loss.item(): [51456, 51456, 51456]
