import torch
from torch.func import jvp, vjp

torch.manual_seed(0)
W = torch.randn(3, 4)
f = lambda X: torch.tanh(X @ W)
X = torch.randn(2, 3)
u = torch.randn(2, 3)  # shaped like X
v = torch.randn(2, 4)  # shaped like Y

_, Ju = jvp(f, (X,), (u,))  # forward mode: J u, shaped like Y
_, vjp_fn = vjp(f, X)
(JTv,) = vjp_fn(v)  # reverse mode: J^T v, shaped like X
print(Ju.shape, JTv.shape)
#> torch.Size([2, 4]) torch.Size([2, 3])

lhs = (v * Ju).sum()  # (1)!
rhs = (JTv * u).sum()
print(lhs.round(decimals=4), rhs.round(decimals=4))
#> tensor(0.6360) tensor(0.6360)
print(torch.allclose(lhs, rhs))
#> True
