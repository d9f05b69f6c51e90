import torch
import torch.autograd.forward_ad as fwAD

f = lambda t: torch.stack([t[0] * t[1], t[1] * t[2]])
x = torch.tensor([1.0, 2.0, 3.0])
u = torch.tensor([1.0, 0.0, -1.0])

with fwAD.dual_level():  # (1)!
    x_dual = fwAD.make_dual(x, u)  # (2)!
    y_dual = f(x_dual)
    y, Ju = fwAD.unpack_dual(y_dual)  # (3)!
print(y, Ju)
#> tensor([2., 6.]) tensor([ 2., -2.])
