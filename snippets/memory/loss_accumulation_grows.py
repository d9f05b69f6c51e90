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


def alive_bytes():
    return sum(n for ref, n in refs if ref() is not None)


def run(keep_graph):
    refs.clear()
    total = 0
    with saved_tensors_hooks(pack, lambda t: t):
        for step in range(3):
            loss = model(torch.randn(64, 100)).pow(2).mean()  # e.g. an evaluation loop
            total += loss if keep_graph else loss.item()  # (2)!
            print(f"  step {step}: saved bytes still alive {alive_bytes()}")
            #>   step 0: saved bytes still alive 77056
            #>   step 1: saved bytes still alive 154112
            #>   step 2: saved bytes still alive 231168
    return total
#> total += loss


#> total += loss.item()
print("total += loss")
total = run(keep_graph=True)
print("total += loss.item()")
total = run(keep_graph=False)  # (3)!
