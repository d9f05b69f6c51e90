import torch
from torch.autograd.functional import jacobian

torch.manual_seed(0)
W = torch.randn(3, 4)
f = lambda X: torch.tanh(X @ W)  # (2, 3) -> (2, 4)
X = torch.randn(2, 3, requires_grad=True)
Y = f(X)

J = jacobian(f, X)
print(J.shape)  # (1)!
#> torch.Size([2, 4, 2, 3])
J2 = J.reshape(Y.numel(), X.numel())  # (2)!
print(J2.shape)
#> torch.Size([8, 6])

V = torch.randn(2, 4)  # shaped like Y
by_hand = (J2.T @ V.flatten()).reshape(X.shape)  # (3)!
(g,) = torch.autograd.grad(Y, X, grad_outputs=V)
print(g.shape, torch.allclose(g, by_hand))
#> torch.Size([2, 3]) True

closed_form = (V * (1 - Y.detach() ** 2)) @ W.T  # (4)!
print(torch.allclose(g, closed_form))
#> True
