import torch
from torch.func import hessian

torch.manual_seed(0)
W = torch.randn(2, 3)


def f(W):  # a scalar function of a (2, 3) matrix
    return torch.tanh(W).pow(2).sum() + W[0].dot(W[1])


H = hessian(f)(W)
print(H.shape)  # (1)!
#> torch.Size([2, 3, 2, 3])

H6 = H.reshape(6, 6)  # (2)!
print(torch.allclose(H6, H6.T))
#> True
print(H[0, 1, 1, 1])  # ∂²f/∂W[0,1]∂W[1,1], only from the dot product
#> tensor(1.)
