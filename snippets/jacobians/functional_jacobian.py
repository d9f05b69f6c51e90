import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0])  # (1)!
J = jacobian(f, x)  # (2)!
print(J)
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''
J_vec = jacobian(f, x, vectorize=True)  # (3)!
J_fwd = jacobian(f, x, vectorize=True, strategy="forward-mode")  # (4)!

x1, x2, x3 = x
by_hand = torch.tensor([[x2, x1, torch.cos(x3)], [torch.exp(x1) * x3, 0.0, torch.exp(x1)]])
print(all(torch.allclose(A, by_hand) for A in (J, J_vec, J_fwd)))
#> True
