import torch


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)  # one forward pass, shared by all rows

rows = []
for i in range(y.numel()):
    e_i = torch.zeros_like(y)
    e_i[i] = 1.0  # (1)!
    (row,) = torch.autograd.grad(y, x, grad_outputs=e_i, retain_graph=True)  # (2)!
    rows.append(row)
J = torch.stack(rows)  # (3)!
print(J)
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''

x1, x2, x3 = x.detach()
by_hand = torch.tensor([[x2, x1, torch.cos(x3)], [torch.exp(x1) * x3, 0.0, torch.exp(x1)]])
print(torch.allclose(J, by_hand))
#> True
