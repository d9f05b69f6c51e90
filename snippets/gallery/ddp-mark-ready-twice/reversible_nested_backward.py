import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class Reversible(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, x, f, g, *params):
        ctx.f, ctx.g = f, g
        x1, x2 = x.chunk(2, dim=-1)
        with torch.no_grad():
            y1 = x1 + f(x2)
            y = torch.cat([y1, x2 + g(y1)], -1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, dy):
        y1, y2 = ctx.saved_tensors[0].chunk(2, -1)
        dy1, dy2 = dy.chunk(2, -1)
        with torch.enable_grad():  # recompute each half and backpropagate through it: nested backward passes
            y1 = y1.detach().requires_grad_()
            gy1 = ctx.g(y1)
            torch.autograd.backward(gy1, dy2)  # (2)!
            x2 = (y2 - gy1).detach().requires_grad_()
            dx1 = dy1 + y1.grad
            torch.autograd.backward(ctx.f(x2), dx1)
        return (torch.cat([dx1, dy2 + x2.grad], -1), None, None) + (None,) * (len(ctx.needs_input_grad) - 3)


class Block(nn.Module):
    def __init__(self, params_as_inputs):
        super().__init__()
        self.f, self.g = nn.Linear(2, 2), nn.Linear(2, 2)
        self.params_as_inputs = params_as_inputs

    def forward(self, x):
        params = list(self.parameters()) if self.params_as_inputs else []  # (3)!
        return Reversible.apply(x, self.f, self.g, *params)


def train(params_as_inputs, **ddp_kwargs):
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(4, 4), Block(params_as_inputs), Block(params_as_inputs)), **ddp_kwargs)
    try:
        for step in range(2):
            model.zero_grad()
            model(torch.randn(8, 4)).pow(2).mean().backward()
        return f"trains, |grad| of the first block's f: {model.module[1].f.weight.grad.norm():.4f}"
    except RuntimeError as e:
        return str(e).split(". ")[0]


for params_as_inputs in (False, True):
    for kwargs in ({}, {"find_unused_parameters": True}, {"static_graph": True}):  # (4)!
        print(params_as_inputs, kwargs, "->", train(params_as_inputs, **kwargs))
        #> False {} -> trains, |grad| of the first block's f: 0.4131
        #> False {'find_unused_parameters': True} -> Expected to mark a variable ready only once
        #> False {'static_graph': True} -> trains, |grad| of the first block's f: 0.4131
        #> True {} -> Expected to mark a variable ready only once
        #> True {'find_unused_parameters': True} -> Expected to mark a variable ready only once
        #> True {'static_graph': True} -> trains, |grad| of the first block's f: 0.4131

gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
