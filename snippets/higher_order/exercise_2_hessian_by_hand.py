import torch
from torch.func import hessian


def f(x):
    return x[0] ** 2 * x[1]


x = torch.tensor([1.0, 3.0])
by_hand = torch.tensor([[6.0, 2.0], [2.0, 0.0]])  # [[2 x1, 2 x0], [2 x0, 0]] at (1, 3)
H = hessian(f)(x)
print(H)
'''
tensor([[6., 2.],
        [2., 0.]])
'''
print(torch.allclose(H, by_hand))
#> True
