import torch
from torch import nn


class Recompute(torch.autograd.Function):  # the shape of RevTorch's _ReversibleModuleFunction
    @staticmethod
    def forward(ctx, x, block, discard):
        with torch.no_grad():  # no graph kept: backward recomputes the block
            y = x + block(x)
        ctx.x, ctx.block, ctx.discard = x.detach(), block, discard  # (1)!
        return y

    @staticmethod
    def backward(ctx, dy):
        x = ctx.x.requires_grad_()
        if ctx.discard:
            del ctx.x  # (2)!
        with torch.enable_grad():
            out = x + ctx.block(x)
            out.backward(dy, retain_graph=not ctx.discard)  # (3)!
        return x.grad, None, None


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin, self.gate = nn.Linear(3, 3), None

    def forward(self, x):
        return self.lin(x) * self.gate


def run(discard, shared_gate=True, passes=1, retain=False):
    torch.manual_seed(0)
    g = nn.Parameter(torch.zeros(3))
    blocks = [Block(), Block()]
    gate = g.sigmoid() if shared_gate else torch.ones(3)  # computed once per forward pass, outside the blocks
    x = torch.randn(2, 3, requires_grad=True)
    for b in blocks:
        b.gate = gate  # used by each block
        x = Recompute.apply(x, b, discard)
    loss = x.pow(2).sum()
    try:
        for i in range(passes):
            loss.backward(retain_graph=retain or i < passes - 1)
        return "ok"
    except RuntimeError as e:
        return f"RuntimeError: {str(e).split(' (or')[0]}"
    except AttributeError as e:  # the second pass reads the state the first one deleted
        return f"second pass: {e}"


print(run(discard=True))
#> RuntimeError: Trying to backward through the graph a second time
print(run(discard=True, retain=True))  # (4)!
#> RuntimeError: Trying to backward through the graph a second time
print(run(discard=True, shared_gate=False, passes=2))
#> second pass: 'RecomputeBackward' object has no attribute 'x'
print(run(discard=False, passes=2))  # (5)!
#> ok
