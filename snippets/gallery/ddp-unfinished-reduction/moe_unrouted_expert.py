import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
warnings.filterwarnings("ignore", message="torch.utils.checkpoint")  # the use_reentrant warning, see its page


class SparseMoeBlock(nn.Module):  # transformers' Qwen2MoeSparseMoeBlock in small: a router, top-1 of 2 experts
    def __init__(self, every_expert=False):
        super().__init__()
        self.every_expert = every_expert
        self.gate = nn.Linear(4, 2, bias=False)  # the router
        self.experts = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
        with torch.no_grad():
            self.gate.weight.copy_(torch.tensor([[1.0] * 4, [-1.0] * 4]))  # sign of the input picks the expert

    def forward(self, x):
        weights, selected = self.gate(x).softmax(-1).topk(1, dim=-1)  # top-1 expert per token
        out = torch.zeros_like(x)
        hit = range(2) if self.every_expert else selected.unique().tolist()
        for e in hit:  # (1)!
            rows = (selected[:, 0] == e).nonzero()[:, 0]
            out = out.index_add(0, rows, self.experts[e](x[rows]) * weights[rows])
        return out


class Model(nn.Module):
    def __init__(self, checkpoint_kwargs=None, every_expert=False):
        super().__init__()
        self.embed = nn.Linear(4, 4)  # trainable, so the checkpointed block's input requires grad
        with torch.no_grad():  # starts as the identity, so the sign of x picks the expert
            self.embed.weight.copy_(torch.eye(4))
            self.embed.bias.zero_()
        self.moe = SparseMoeBlock(every_expert)
        self.checkpoint_kwargs = checkpoint_kwargs

    def forward(self, x):
        h = self.embed(x)
        if self.checkpoint_kwargs is None:
            return self.moe(h)
        return checkpoint(self.moe, h, **self.checkpoint_kwargs)


def train(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for step in range(4):
        x = torch.rand(8, 4) * (1 if step % 2 == 0 else -1)  # (2)!
        try:
            loss = model(x).pow(2).mean()
            opt.zero_grad()
            loss.backward()
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
        opt.step()
    return "4 steps"


def frozen_experts(model):  # LoRA on the router and the rest, none on the experts
    model.moe.experts.requires_grad_(False)
    return model


torch.manual_seed(0)
print("flag off:", train(DDP(Model())))
#> flag off: step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
print("flag on: ", train(DDP(Model(), find_unused_parameters=True)))
#> flag on:  4 steps
print("flag off, every expert called:", train(DDP(Model(every_expert=True))))  # (3)!
#> flag off, every expert called: 4 steps
print("flag on, reentrant checkpoint:", train(DDP(Model({"use_reentrant": True}), find_unused_parameters=True)))  # (4)!
#> flag on, reentrant checkpoint: step 0: RuntimeError: Expected to mark a variable ready only once
print("flag on, non-reentrant:", train(DDP(Model({"use_reentrant": False}), find_unused_parameters=True)))
#> flag on, non-reentrant: 4 steps
print("flag off, experts frozen:", train(DDP(frozen_experts(Model({"use_reentrant": True})))))  # (5)!
#> flag off, experts frozen: 4 steps

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
