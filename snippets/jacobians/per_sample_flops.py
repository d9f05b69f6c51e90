import torch
from torch.func import jacrev, vmap
from torch.utils.flop_counter import FlopCounterMode

torch.manual_seed(0)
B, m, n = 8, 16, 16
W = torch.randn(m, n)
f = lambda X: torch.tanh(X @ W.T)  # rows are samples: (B, n) -> (B, m), or (1, n) -> (1, m)
X = torch.randn(B, n)


def flops(method):
    with FlopCounterMode(display=False) as counter:
        result = method()
    return counter.get_total_flops(), result.shape


full = flops(lambda: jacrev(f)(X))  # (1)!
per_sample = flops(lambda: vmap(jacrev(f))(X.unsqueeze(1)))  # (2)!
forward = flops(lambda: f(X))
print(full)
#> (528384, torch.Size([8, 16, 8, 16]))
print(per_sample)
#> (69632, torch.Size([8, 1, 16, 1, 16]))
print(forward[0], (full[0] - forward[0]) / (per_sample[0] - forward[0]))  # (3)!
#> 4096 8.0
