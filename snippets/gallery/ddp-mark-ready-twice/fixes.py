import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
warnings.filterwarnings("ignore", message="torch.utils.checkpoint")


class Encoder(nn.Module):  # as in checkpointing_with_unused_head.py
    def __init__(self, checkpoint_kwargs=None, pooler=True, use_checkpoint=True):
        super().__init__()
        self.embed = nn.Linear(4, 4)
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
        self.pooler = nn.Linear(4, 4) if pooler else None
        self.classifier = nn.Linear(4, 2)
        self.use_checkpoint = use_checkpoint
        self.checkpoint_kwargs = checkpoint_kwargs or {}

    def forward(self, x):
        hidden = self.embed(x)
        for layer in self.layers:
            hidden = checkpoint(layer, hidden, **self.checkpoint_kwargs) if self.use_checkpoint else layer(hidden)
        return self.classifier(hidden)


def steps(model, n=3):  # n iterations; returns the first checkpointed layer's gradient of the first one
    first = None
    for step in range(n):  # each forward pass also checks that the last iteration's reduction finished
        torch.manual_seed(step)
        model.zero_grad()
        model(torch.randn(8, 4)).pow(2).mean().backward()
        module = model.module if isinstance(model, DDP) else model
        first = module.layers[0].weight.grad.clone() if first is None else first
    return first


fixes = {
    "use_reentrant=False, find_unused_parameters=True":  # (1)!
        lambda: DDP(Encoder({"use_reentrant": False}), find_unused_parameters=True),
    "reentrant, static_graph=True":  # (2)!
        lambda: DDP(Encoder({"use_reentrant": True}), static_graph=True),
    "reentrant, no pooler, flag off":  # (3)!
        lambda: DDP(Encoder({"use_reentrant": True}, pooler=False)),
}
for name, make in fixes.items():
    torch.manual_seed(0)
    model = make()
    plain = Encoder(pooler=model.module.pooler is not None, use_checkpoint=False)  # no DDP, no checkpointing
    plain.load_state_dict(model.module.state_dict())
    same = torch.allclose(steps(model), steps(plain, n=1))
    print(f"{name}: 3 steps, same gradient as without DDP: {same}")
    #> use_reentrant=False, find_unused_parameters=True: 3 steps, same gradient as without DDP: True
    #> reentrant, static_graph=True: 3 steps, same gradient as without DDP: True
    #> reentrant, no pooler, flag off: 3 steps, same gradient as without DDP: True

del model, plain
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
