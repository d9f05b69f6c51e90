import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x**3).sum()  # f(x) = x³ for each entry

(d1,) = torch.autograd.grad(y, x, create_graph=True)  # (1)!
print(d1)
#> tensor([ 3., 12., 27.], grad_fn=<MulBackward0>)
(d2,) = torch.autograd.grad(d1.sum(), x, create_graph=True)  # (2)!
print(d2)
#> tensor([ 6., 12., 18.], grad_fn=<MulBackward0>)
(d3,) = torch.autograd.grad(d2.sum(), x)
print(d3)
#> tensor([6., 6., 6.])

xd = x.detach()
print(torch.equal(d1, 3 * xd**2), torch.equal(d2, 6 * xd))  # (3)!
#> True True
