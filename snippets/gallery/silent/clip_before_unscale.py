import copy

import torch
from torch import nn

torch.manual_seed(0)
start = nn.Linear(4, 1)
x, y = torch.randn(8, 4), torch.randn(8, 1)


def train_step(unscale_before_clip):
    model = copy.deepcopy(start)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scaler = torch.amp.GradScaler("cpu")
    with torch.autocast("cpu", dtype=torch.bfloat16):
        loss = ((model(x) - y) ** 2).mean()
    scaler.scale(loss).backward()
    if unscale_before_clip:
        scaler.unscale_(opt)  # (1)!
    norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)  # (2)!
    scaler.step(opt)
    scaler.update()
    moved = (model.weight - start.weight).norm().item()
    print(f"norm seen by clipping {norm.item():.4g}, weight moved by {moved:.3g}")
    #> norm seen by clipping 1.658e+05, weight moved by 1.51e-06
    #> norm seen by clipping 2.529, weight moved by 0.0997


train_step(unscale_before_clip=False)  # (3)!
train_step(unscale_before_clip=True)  # (4)!
