import gc
import traceback

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class HotwordASR(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)
        self.bias_encoder = nn.Linear(4, 4)  # (1)!

    def forward(self, x, hotwords=None):
        h = self.encoder(x)
        if hotwords is not None:
            h = h + self.bias_encoder(hotwords).mean(0)
        return h


def warp_model(model, **kwargs):  # (2)!
    return DDP(model, find_unused_parameters=kwargs.get("train_conf", {}).get("find_unused_parameters", False))


def report_ddp_construction(log):  # (3)!
    init = DDP.__init__

    def logged_init(self, *args, **kwargs):
        caller = traceback.extract_stack(limit=2)[0]  # the frame that called DistributedDataParallel(...)
        flag = kwargs.get("find_unused_parameters", False)
        log.append((caller.filename, caller.lineno, caller.name, flag))
        init(self, *args, **kwargs)

    DDP.__init__ = logged_init


def fit(**conf):
    torch.manual_seed(0)
    model = warp_model(HotwordASR(), **conf)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step, hotwords in enumerate([torch.randn(2, 4), None, torch.randn(3, 4)]):  # some batches have no hot words
        try:
            loss = model(torch.randn(8, 4), hotwords).pow(2).mean()
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
        opt.zero_grad()
        loss.backward()
        opt.step()
    return f"{step + 1} steps, find_unused_parameters={model.find_unused_parameters}"  # (4)!


built = []
report_ddp_construction(built)
print(fit(find_unused_parameters=True))  # (5)!
#> step 2: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
file, line, function, flag = built[-1]  # file: the library's source file that built DDP
print(f"line {line} in {function}(): find_unused_parameters={flag}")
#> line 26 in warp_model(): find_unused_parameters=False
print(fit(train_conf={"find_unused_parameters": True}))  # (6)!
#> 3 steps, find_unused_parameters=True
file, line, function, flag = built[-1]
print(f"line {line} in {function}(): find_unused_parameters={flag}")
#> line 26 in warp_model(): find_unused_parameters=True

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
