import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

(dx,) = torch.autograd.grad((x**3).sum(), x)  # first derivative 3x^2, but not recorded
print(dx, dx.requires_grad)
#> tensor([ 3., 12., 27.]) False
try:
    torch.autograd.grad(dx.sum(), x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

(dx,) = torch.autograd.grad((x**3).sum(), x, create_graph=True)  # (1)!
(ddx,) = torch.autograd.grad(dx.sum(), x)
print(ddx, torch.equal(ddx, 6 * x.detach()))
#> tensor([ 6., 12., 18.]) True
