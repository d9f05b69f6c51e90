import torch

torch.manual_seed(0)
W = torch.randn(4, 4, requires_grad=True)
T = torch.randn(2, 3, 5, 4, requires_grad=True) * 1.0
T = torch.stack([torch.stack([T[b][t] @ W for t in range(3)]) for b in range(2)])  # (1)!
T.sum().backward()
print(W.grad.shape)
#> torch.Size([4, 4])

z = torch.randn(3, 2, requires_grad=True)
s = z.sigmoid()
s = torch.cat([torch.zeros_like(s[:, :1]), s[:, 1:]], dim=1)  # (2)!
s.sum().backward()
print(z.grad[:, 0])
#> tensor([0., 0., 0.])
s = z.sigmoid().clone()  # (3)!
s[:, 0] = 0
s.sum().backward()
print(z.grad[:, 0])
#> tensor([0., 0., 0.])
