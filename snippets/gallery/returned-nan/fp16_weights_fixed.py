import copy

import torch
import torch.nn.functional as F
from torch import nn


def logps(model, ids):
    logits = model(ids)[:, :-1]
    return torch.gather(F.log_softmax(logits, -1), -1, ids[:, 1:, None]).squeeze(-1).mean(-1)


def train(weights, autocast=None, scaler=None, steps=3):
    torch.manual_seed(0)
    policy = nn.Sequential(nn.Embedding(100, 32), nn.Linear(32, 100)).to(weights)
    ref = copy.deepcopy(policy)
    start = copy.deepcopy(policy)
    opt = torch.optim.AdamW(policy.parameters(), lr=1e-5, weight_decay=0.01)
    chosen, rejected = torch.randint(0, 100, (2, 1, 12))
    for step in range(steps):
        with torch.autocast("cpu", dtype=autocast or torch.bfloat16, enabled=autocast is not None):
            with torch.no_grad():
                ref_margin = logps(ref, chosen) - logps(ref, rejected)
            margin = logps(policy, chosen) - logps(policy, rejected) - ref_margin
            loss = -F.logsigmoid(0.1 * margin).mean()
        opt.zero_grad()
        if scaler:
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
        else:
            loss.backward()
            opt.step()
    finite = all(p.isfinite().all().item() for p in policy.parameters())
    moved = sum((p != q).sum().item() for p, q in zip(policy.parameters(), start.parameters()))
    total = sum(p.numel() for p in policy.parameters())
    return f"loss {loss.item():.4f}, weights finite: {finite}, weights changed: {moved / total:.0%}"


print("float32 weights:", train(torch.float32))  # (1)!
#> float32 weights: loss 0.6931, weights finite: True, weights changed: 100%
print("bfloat16 weights:", train(torch.bfloat16))  # (2)!
#> bfloat16 weights: loss 0.6914, weights finite: True, weights changed: 1%
print("float32 weights, bfloat16 autocast:", train(torch.float32, torch.bfloat16))  # (3)!
#> float32 weights, bfloat16 autocast: loss 0.6914, weights finite: True, weights changed: 100%
print("float32 weights, float16 autocast, GradScaler:", train(torch.float32, torch.float16, torch.amp.GradScaler("cpu")))
#> float32 weights, float16 autocast, GradScaler: loss 0.6934, weights finite: True, weights changed: 100%
