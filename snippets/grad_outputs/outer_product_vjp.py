import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)  # (1)!
print(y)
'''
tensor([[ 1.,  2.,  3.,  4.],
        [ 2.,  4.,  6.,  8.],
        [ 3.,  6.,  9., 12.],
        [ 4.,  8., 12., 16.]], grad_fn=<MulBackward0>)
'''

v = torch.ones_like(y)  # (2)!
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(g)
#> tensor([20., 20., 20., 20.])

by_hand = 2 * x.detach().sum() * torch.ones(4)  # (3)!
print(torch.equal(g, by_hand))
#> True
