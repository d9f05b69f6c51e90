import torch
from torch.autograd.functional import jacobian
from torch.func import jvp, vjp

f = lambda t: torch.stack([t[0] * t[1], t[1] * t[2]])  # n = 3, m = 2
x = torch.tensor([1.0, 2.0, 3.0])
J = jacobian(f, x)

_, vjp_fn = vjp(f, x)
rows = [vjp_fn(e)[0] for e in torch.eye(2)]  # (1)!
cols = [jvp(f, (x,), (e,))[1] for e in torch.eye(3)]  # (2)!
print(len(rows), len(cols))
#> 2 3
print(torch.equal(torch.stack(rows), J))
#> True
print(torch.equal(torch.stack(cols, dim=1), J))
#> True
