import torch
from torch.func import grad, hessian

torch.manual_seed(0)
a = torch.randn(3, 2, dtype=torch.double)
b = torch.randn(4, 2, dtype=torch.double)
v = torch.randn(3, 2, dtype=torch.double)  # a direction for a Hessian-vector product


def loss_cdist(a):
    return torch.cdist(a, b).pow(3).sum()


def loss_by_hand(a):  # (1)!
    return (a[:, None, :] - b[None, :, :]).pow(2).sum(-1).sqrt().pow(3).sum()


print(torch.allclose(loss_cdist(a), loss_by_hand(a)))
#> True

# 1. differentiable re-implementation, then plain double backward
x = a.clone().requires_grad_(True)
(g,) = torch.autograd.grad(loss_by_hand(x), x, create_graph=True)
(hvp,) = torch.autograd.grad(g, x, grad_outputs=v)  # (2)!

# 2. the same re-implementation with torch.func
H = hessian(loss_by_hand)(a)  # (3)!
print(torch.allclose(hvp, torch.einsum("ijkl,kl->ij", H, v)))
#> True
try:
    hessian(loss_cdist)(a)  # (4)!
except NotImplementedError as e:
    print(f"NotImplementedError: {str(e).split(' that ')[0]}")
    #> NotImplementedError: Trying to use forward AD with _cdist_forward

# 3. mm-based cdist: a composite of differentiable operations
x = a.clone().requires_grad_(True)
d = torch.cdist(x, b, compute_mode="use_mm_for_euclid_dist")  # (5)!
(g,) = torch.autograd.grad(d.pow(3).sum(), x, create_graph=True)
(hvp_mm,) = torch.autograd.grad(g, x, grad_outputs=v)
print(torch.allclose(hvp, hvp_mm))
#> True

# 4. finite differences of the gradient: needs only first derivatives of cdist
eps = 1e-4
hvp_fd = (grad(loss_cdist)(a + eps * v) - grad(loss_cdist)(a - eps * v)) / (2 * eps)  # (6)!
print(torch.allclose(hvp, hvp_fd, atol=1e-6))
#> True
