import threading

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 2)
received = torch.zeros(2, 2)


def gloo_worker(t):
    t.copy_(received)


def sync_params(params, prepare):
    for p in params:
        with torch.no_grad():
            worker = threading.Thread(target=gloo_worker, args=(prepare(p),))
            worker.start()
            worker.join()


sync_params([model.weight], lambda p: p + 0)  # (1)!
print("p + 0:   ", model.weight.abs().sum().item() == 0)
#> p + 0:    False

sync_params([model.weight], lambda p: p.detach())  # (2)!
print("detach():", model.weight.abs().sum().item() == 0, model.weight.is_leaf)
#> detach(): True True
