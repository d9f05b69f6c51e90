import torch

x = torch.tensor([3.0, 1.0], requires_grad=True)
y = torch.stack([x[0] ** 2, x[0] * x[1]])
v = torch.tensor([1.0, 2.0])

J = torch.tensor([[6.0, 0.0], [1.0, 3.0]])  # by hand: [[2 x1, 0], [x2, x1]] at x = (3, 1)
row = v @ J  # v^T J, a row of 2
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(row, g, torch.allclose(row, g))
#> tensor([8., 6.]) tensor([8., 6.]) True
