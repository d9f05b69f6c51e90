import torch
import torch.autograd.forward_ad as fwAD
from torch import nn
from torch.func import jvp
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed = nn.Linear(4, 4)
block = nn.Sequential(nn.Linear(4, 4), nn.Tanh())  # a block of the model
x, t = torch.randn(2, 4), torch.randn(2, 4)  # the input and its tangent


def model(x, use_reentrant):
    return checkpoint(block, embed(x), use_reentrant=use_reentrant)  # (1)!


with fwAD.dual_level():
    try:
        model(fwAD.make_dual(x, t), use_reentrant=True)  # (2)!
    except NotImplementedError as e:
        print(f"NotImplementedError: {e}")
        '''
        NotImplementedError: You must implement the jvp function for custom autograd.Function to use it with forward mode AD.
        '''
try:
    jvp(lambda x: model(x, use_reentrant=True), (x,), (t,))  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' For more')[0]}")
    '''
    RuntimeError: In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, jacrev, ...), it must override the setup_context staticmethod.
    '''

u, u_t = jvp(lambda x: model(x, use_reentrant=False), (x,), (t,))  # (4)!
print(torch.allclose(u_t, jvp(lambda x: block(embed(x)), (x,), (t,))[1]))
#> True
try:
    u.pow(2).mean().backward()  # (5)!
except torch.utils.checkpoint.CheckpointError as e:
    print(f"CheckpointError: {' '.join(str(e).splitlines()[:3])}")
    '''
    CheckpointError: torch.utils.checkpoint: A different number of tensors was saved during the original forward and recomputation. Number of tensors saved during forward: 8 Number of tensors saved during recomputation: 3.
    '''
