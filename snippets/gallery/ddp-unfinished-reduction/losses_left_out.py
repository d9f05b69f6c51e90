import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class TwoDecoders(nn.Module):  # one encoder, two decoders, one loss each
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)
        self.decoder = nn.Linear(4, 4)
        self.decoder_2 = nn.Linear(4, 4)

    def forward(self, x):
        h = self.encoder(x)
        return (self.decoder(h) - x).pow(2).mean(), (self.decoder_2(h) - x).pow(2).mean()  # (1)!


def train(backward, warm_up_steps=2, steps=4, **ddp_kwargs):
    torch.manual_seed(0)
    model = DDP(TwoDecoders(), **ddp_kwargs)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(steps):
        try:
            loss, loss_2 = model(torch.randn(8, 4))
            opt.zero_grad()
            backward(loss, loss_2, warm_up=step < warm_up_steps)
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
        opt.step()
    return f"{steps} steps"


def warm_up_on_first_loss(loss, loss_2, warm_up):  # (2)!
    (loss if warm_up else loss + 0.01 * loss_2).backward()


def each_loss_its_own_backward(loss, loss_2, warm_up):  # (3)!
    loss.backward(retain_graph=True)
    loss_2.backward()


def one_backward(loss, loss_2, warm_up):  # (4)!
    (loss + (0.0 if warm_up else 0.01) * loss_2).backward()


print(train(warm_up_on_first_loss))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print(train(each_loss_its_own_backward))
#> step 0: RuntimeError: Expected to mark a variable ready only once
print(train(one_backward))  # (5)!
#> 4 steps
print(train(warm_up_on_first_loss, find_unused_parameters=True))  # (6)!
#> 4 steps

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
