import torch
from torch import nn

# A reference network writes its features into a bank; the denoising network reads them (as a reference-attention
# writer and reader do). The bank is cleared only when the optimizer steps, under gradient accumulation.
torch.manual_seed(0)
ref, den = nn.Linear(3, 3), nn.Linear(3, 1)
opt = torch.optim.SGD([*ref.parameters(), *den.parameters()], lr=0.1)
accum_steps = 2


def train(clear_every_micro_batch):
    bank = []
    for step in range(4):
        x = torch.randn(4, 3)
        bank.append(ref(x))  # writer
        out = den(x + torch.stack(bank).sum(0))  # (1)!
        try:
            (out.mean() / accum_steps).backward()
        except RuntimeError as e:
            return f"micro-batch {step}: RuntimeError: {str(e).split(' (or')[0]} ..."
        if clear_every_micro_batch:
            bank.clear()  # (2)!
        if (step + 1) % accum_steps == 0:  # the optimizer step (accelerator.sync_gradients)
            opt.step()
            opt.zero_grad()
            bank.clear()  # (3)!
    return "4 micro-batches ok"


print(train(clear_every_micro_batch=False))
#> micro-batch 1: RuntimeError: Trying to backward through the graph a second time ...
print(train(clear_every_micro_batch=True))
#> 4 micro-batches ok
