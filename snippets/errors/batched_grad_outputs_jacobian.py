import torch
from torch.autograd.functional import jacobian

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], requires_grad=True)
y = x.sin()

V = torch.eye(y.numel()).reshape(-1, *y.shape)  # (1)!
print(V.shape)
#> torch.Size([6, 2, 3])
(rows,) = torch.autograd.grad(y, x, grad_outputs=V, is_grads_batched=True)
print(rows.shape)  # (2)!
#> torch.Size([6, 2, 3])

J = rows.reshape(*y.shape, *x.shape)
print(torch.allclose(J, jacobian(torch.sin, x)))  # (3)!
#> True
