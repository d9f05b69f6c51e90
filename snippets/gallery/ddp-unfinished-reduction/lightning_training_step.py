import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class LitAutoEncoder(nn.Module):  # stands in for a pl.LightningModule
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 2)
        self.decoder = nn.Linear(2, 4)
        self.projector = nn.Linear(2, 2)  # (1)!

    def training_step(self, batch):
        return (self.decoder(self.encoder(batch)) - batch).pow(2).mean()


class Trainer:  # stands in for pl.Trainer with a DDP strategy
    def __init__(self, find_unused_parameters=False):
        self.find_unused_parameters = find_unused_parameters

    def fit(self, module, batches):
        class Wrapped(nn.Module):  # DDP wraps the module; its forward runs training_step
            def __init__(self):
                super().__init__()
                self.module = module

            def forward(self, batch):
                return self.module.training_step(batch)

        ddp = DDP(Wrapped(), find_unused_parameters=self.find_unused_parameters)
        opt = torch.optim.SGD(ddp.parameters(), lr=0.1)
        for step, batch in enumerate(batches):
            try:
                loss = ddp(batch)
            except RuntimeError as e:
                return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
            opt.zero_grad()
            loss.backward()
            opt.step()
        return f"{len(batches)} steps"


torch.manual_seed(0)
batches = [torch.randn(8, 4) for _ in range(3)]
print(Trainer().fit(LitAutoEncoder(), batches))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print(Trainer(find_unused_parameters=True).fit(LitAutoEncoder(), batches))  # (2)!
#> 3 steps

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
