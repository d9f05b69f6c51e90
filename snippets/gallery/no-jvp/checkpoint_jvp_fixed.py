import torch
import torch.autograd.forward_ad as fwAD
from torch import nn
from torch.func import jvp
from torch.utils.checkpoint import CheckpointError, checkpoint

torch.manual_seed(0)
embed = nn.Linear(4, 4)
block = nn.Sequential(nn.Linear(4, 4), nn.Tanh())
x, t = torch.randn(2, 4), torch.randn(2, 4)


def loss_of(u, u_t):
    return (u - (x - u_t).detach()).pow(2).mean()  # a target built from the JVP


def grads():
    g = [p.grad.clone() for p in block.parameters()]
    block.zero_grad()
    embed.zero_grad()
    return g


u, u_t = jvp(lambda x: block(embed(x)), (x,), (t,))  # (1)!
loss_of(u, u_t).backward()
expected = grads()

with fwAD.dual_level():  # (2)!
    y = checkpoint(block, embed(fwAD.make_dual(x, t)), use_reentrant=False)
    loss_of(*fwAD.unpack_dual(y)).backward()  # (3)!
print(all(torch.allclose(g, e) for g, e in zip(grads(), expected)))
#> True

with fwAD.dual_level():
    y = checkpoint(block, embed(fwAD.make_dual(x, t)), use_reentrant=False)
    loss = loss_of(*fwAD.unpack_dual(y))
try:
    loss.backward()  # (4)!
except CheckpointError as e:
    print(f"CheckpointError: {str(e).splitlines()[0]}")
    '''
    CheckpointError: torch.utils.checkpoint: A different number of tensors was saved during the original forward and recomputation.
    '''
