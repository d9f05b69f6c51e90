import torch


def f(x):  # (1)!
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


def jacobian_by_hand(x):  # (2)!
    x1, x2, x3 = x
    return torch.tensor([
        [x2, x1, torch.cos(x3)],
        [torch.exp(x1) * x3, 0.0, torch.exp(x1)],
    ])


x = torch.tensor([1.0, 2.0, 3.0])
print(f(x))
#> tensor([2.1411, 8.1548])
print(jacobian_by_hand(x))  # (3)!
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''
