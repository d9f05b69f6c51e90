import torch
from torch.autograd.functional import jacobian

W = torch.ones(3, 4)
shape = lambda t: tuple(t.shape)
cases = {
    "x * x.sum()": (lambda t: t * t.sum(), torch.ones(3)),
    "x @ W": (lambda t: t @ W, torch.ones(2, 3)),
    "(x ** 2).sum()": (lambda t: (t**2).sum(), torch.ones(4)),
}
for name, (f, x) in cases.items():
    x.requires_grad_()
    y = f(x)
    v = torch.ones_like(y)  # (1)!
    (g,) = torch.autograd.grad(y, x, grad_outputs=v)
    J = jacobian(f, x)
    row = f"x{shape(x)} y{shape(y)} v{shape(v)} J{shape(J)} result{shape(g)}"
    print(f"{name:15} {row}")
    #> x * x.sum()     x(3,) y(3,) v(3,) J(3, 3) result(3,)
    #> x @ W           x(2, 3) y(2, 4) v(2, 4) J(2, 4, 2, 3) result(2, 3)
    #> (x ** 2).sum()  x(4,) y() v() J(4,) result(4,)
