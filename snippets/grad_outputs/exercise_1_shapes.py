import torch

torch.manual_seed(0)
x = torch.randn(5, 3, requires_grad=True)
y = x.sum(dim=1)  # one number per row
print(y.shape)
#> torch.Size([5])

v = torch.arange(5.0)  # shaped like y: one weight per row, all different
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print(v.shape, g.shape)
#> torch.Size([5]) torch.Size([5, 3])
print(g)  # 15 numbers in the shape of x: g[i, j] = v[i]
'''
tensor([[0., 0., 0.],
        [1., 1., 1.],
        [2., 2., 2.],
        [3., 3., 3.],
        [4., 4., 4.]])
'''
