import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x[0] ** 2, x[0] * x[2]])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
v = torch.tensor([1.0, -1.0])

den = jacobian(f, x).T  # the textbook's 3 x 2 dy/dx
by_hand = torch.tensor([[2.0, 3.0], [0.0, 0.0], [0.0, 1.0]])  # rows follow x: [2 x1, x3], [0, 0], [0, x1]
(g,) = torch.autograd.grad(f(x), x, grad_outputs=v)
print(torch.equal(den, by_hand), den @ v, g)
#> True tensor([-1.,  0., -1.]) tensor([-1.,  0., -1.])
print(torch.allclose(den @ v, g))
#> True
