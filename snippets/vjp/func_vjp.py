import torch
from torch.func import vjp

torch.manual_seed(0)
W = torch.randn(3, 4)
f = lambda X: torch.tanh(X @ W)
X = torch.randn(2, 3)
V = torch.randn(2, 4)

Y, vjp_fn = vjp(f, X)  # (1)!
(g_func,) = vjp_fn(V)  # (2)!
print(Y.shape, g_func.shape)
#> torch.Size([2, 4]) torch.Size([2, 3])

Xg = X.clone().requires_grad_()
(g_autograd,) = torch.autograd.grad(f(Xg), Xg, grad_outputs=V)
print(torch.allclose(g_func, g_autograd))
#> True
