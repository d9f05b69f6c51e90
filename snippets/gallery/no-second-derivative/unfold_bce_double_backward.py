import torch
import torch.nn.functional as F

x = torch.randn(1, 1, 4, 4, requires_grad=True)
(g,) = torch.autograd.grad(F.unfold(x, 2).pow(2).sum(), x, create_graph=True)
g.sum().backward()  # nn.Unfold's im2col, differentiated twice
print(x.grad.shape)
#> torch.Size([1, 1, 4, 4])

p, t = torch.rand(5, requires_grad=True), torch.rand(5)
(g,) = torch.autograd.grad(F.binary_cross_entropy(p, t), p, create_graph=True)
g.sum().backward()  # binary_cross_entropy, differentiated twice
print(p.grad.shape)
#> torch.Size([5])
