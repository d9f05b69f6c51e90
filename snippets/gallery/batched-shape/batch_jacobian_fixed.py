import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 2))
x = torch.randn(10, 3, requires_grad=True)
y = net(x)

V = torch.zeros(2, 10, 2)  # (1)!
V[0, :, 0] = 1.0
V[1, :, 1] = 1.0
(rows,) = torch.autograd.grad(y, x, grad_outputs=V, is_grads_batched=True, retain_graph=True)
jac = rows.permute(1, 0, 2)  # (2)!
print(jac.shape)
#> torch.Size([10, 2, 3])

cols = [torch.autograd.grad(y[:, j], x, torch.ones(10), retain_graph=True)[0] for j in range(2)]  # (3)!
print(torch.allclose(torch.stack(cols, 1), jac))
#> True

per_sample = torch.func.vmap(torch.func.jacrev(net))(x.detach())  # (4)!
print(per_sample.shape, torch.allclose(per_sample, jac))
#> torch.Size([10, 2, 3]) True
