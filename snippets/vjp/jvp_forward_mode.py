import torch
from torch.autograd.functional import jacobian
from torch.func import jvp

f = lambda t: torch.stack([t[0] * t[1], t[1] * t[2]])  # R^3 -> R^2
x = torch.tensor([1.0, 2.0, 3.0])
J = jacobian(f, x)

u = torch.tensor([1.0, 0.0, -1.0])  # (1)!
y, Ju = jvp(f, (x,), (u,))  # (2)!
print(Ju, J @ u)
#> tensor([ 2., -2.]) tensor([ 2., -2.])
print(Ju.shape == y.shape, torch.equal(Ju, J @ u))
#> True True
