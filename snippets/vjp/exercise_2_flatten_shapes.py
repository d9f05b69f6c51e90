import torch
from torch.autograd.functional import jacobian

torch.manual_seed(0)
X = torch.randn(3, 2, requires_grad=True)
W = torch.randn(2, 5)
Y = X @ W
V = torch.randn_like(Y)

J = jacobian(lambda t: t @ W, X)
print(J.shape, J.reshape(Y.numel(), X.numel()).shape)
#> torch.Size([3, 5, 3, 2]) torch.Size([15, 6])

(g,) = torch.autograd.grad(Y, X, grad_outputs=V)
print(V.shape, g.shape, torch.allclose(g, V @ W.T))
#> torch.Size([3, 5]) torch.Size([3, 2]) True
