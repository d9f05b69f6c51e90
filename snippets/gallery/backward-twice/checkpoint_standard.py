import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

# PyTorch's own activation checkpointing, in the loop a Trainer runs: recomputes the block in backward, every step.
torch.manual_seed(0)
block = nn.Sequential(nn.Linear(4, 4), nn.GELU(), nn.Linear(4, 4))
head = nn.Linear(4, 1)
opt = torch.optim.SGD([*block.parameters(), *head.parameters()], lr=0.1)
x = torch.randn(8, 4)

for step in range(2):
    h = checkpoint(block, x, use_reentrant=False)  # (1)!
    loss = head(h).pow(2).mean()
    loss.backward()
    opt.step()
    opt.zero_grad()
    print(f"step {step}: {loss.item():.4f}")
    #> step 0: 0.3230
    #> step 1: 0.1475
