import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
conv = nn.Conv2d(32, 96, 3, padding=1, bias=False)
x = torch.randn(2, 32, 8, 8, requires_grad=True)
b, cin, h, w = x.shape
attention = 1 + torch.rand(b, 1, cin, 3, 3)  # one modulation per sample, as IKM computes it from x

weight = (conv.weight.unsqueeze(0) * attention).reshape(b * 96, cin, 3, 3)  # (1)!
y = F.conv2d(x.reshape(1, b * cin, h, w), weight, padding=1, groups=b).view(b, 96, h, w)  # (2)!
y.sum().backward()
print(conv.weight.grad.shape)  # (3)!
#> torch.Size([96, 32, 3, 3])

per_sample = torch.cat([F.conv2d(x[i : i + 1], conv.weight * attention[i], padding=1) for i in range(b)])
print(torch.allclose(y, per_sample, atol=1e-5))  # (4)!
#> True
