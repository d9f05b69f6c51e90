import torch
from torch.func import jacfwd, jacrev
from torch.utils.flop_counter import FlopCounterMode

torch.manual_seed(0)
m, n = 64, 32  # a tall Jacobian: 64 outputs, 32 inputs
W = torch.randn(m, n)
g = lambda x: torch.tanh(x @ W.T)  # (1, n) -> (1, m)
x = torch.randn(1, n)


def rows_loop():  # m separate backward passes
    xr = x.clone().requires_grad_()
    y = g(xr)
    return [torch.autograd.grad(y, xr, e.reshape(1, m), retain_graph=True)[0] for e in torch.eye(m)]


def rows_batched():  # the same m vectors in one call
    xr = x.clone().requires_grad_()
    return torch.autograd.grad(g(xr), xr, torch.eye(m).reshape(m, 1, m), is_grads_batched=True)[0]


def flops(method):  # (1)!
    with FlopCounterMode(display=False) as counter:
        method()
    return counter.get_total_flops()


print(flops(rows_loop), flops(rows_batched), flops(lambda: jacrev(g)(x)))  # (2)!
#> 266240 266240 266240
print(flops(lambda: jacfwd(g)(x)))  # (3)!
#> 139264
