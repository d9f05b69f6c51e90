import torch

torch.manual_seed(0)
a = torch.randn(3, 2, requires_grad=True)
b = torch.randn(4, 2)

d = torch.cdist(a, b)  # (1)!
(g,) = torch.autograd.grad(d.sum(), a, create_graph=True)  # (2)!
print(g.requires_grad, type(d.grad_fn).__name__, type(g.grad_fn).__name__)
#> True CdistBackward0 CdistBackwardBackward0
try:
    torch.autograd.grad(g.pow(2).sum(), a)  # (3)!
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    #> NotImplementedError: the derivative for '_cdist_backward' is not implemented.

big = torch.randn(30, 2, requires_grad=True)  # (4)!
d = torch.cdist(big, b)
(g,) = torch.autograd.grad(d.sum(), big, create_graph=True)
(h,) = torch.autograd.grad(g.pow(2).sum(), big)
print(type(d.grad_fn).__name__, h.shape)
#> ViewBackward0 torch.Size([30, 2])
