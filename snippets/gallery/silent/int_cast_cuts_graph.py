import torch
from torch import nn

torch.manual_seed(0)
net = nn.Conv2d(3, 2, 3, padding=1)  # stands in for a flow network: 2 channels, (du, dv) per pixel
flow = net(torch.rand(1, 3, 6, 6))[0]  # (2, H, W)
v, u = torch.meshgrid(torch.arange(6.0), torch.arange(6.0), indexing="ij")
uv = torch.stack([u, v])  # each pixel's own coordinates

pts = (uv + flow).int()  # (1)!
print(pts.dtype, pts.requires_grad, pts.grad_fn)
#> torch.int32 False None
pts = pts.float().requires_grad_()  # (2)!
loss = (pts - 2.5).pow(2).mean()  # stands in for the pose/PnP loss on the matched points
loss.backward()
print(pts.is_leaf, net.weight.grad)
#> True None

pts = uv + flow  # (3)!
print(pts.dtype, pts.grad_fn is not None)
#> torch.float32 True
i, j = torch.tensor([1, 4]), torch.tensor([2, 3])  # (4)!
picked = pts[:, i, j]
loss = (picked - 2.5).pow(2).mean()
loss.backward()
print(f"{net.weight.grad.norm():.3g}")
#> 1.71
