import torch
from torch import nn
import torch.nn.functional as F

# A tiny segmentation network: one logit per class and per pixel, (B, classes, H, W); Grad-CAM on its hidden layer.
torch.manual_seed(0)
net = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(), nn.Conv2d(4, 3, 1))
saved = {}
net[1].register_forward_hook(lambda m, i, out: saved.update(A=out))
x = torch.randn(1, 3, 8, 8)
logits = net(x)
A = saved["A"]  # the activation Grad-CAM weighs, (1, 4, 8, 8)
print(logits.shape)
#> torch.Size([1, 3, 8, 8])
try:
    A.backward(retain_graph=True)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

c = 2  # the class to explain
region = torch.zeros(8, 8, dtype=torch.bool)
region[2:5, 2:6] = True  # the pixels to explain, or torch.ones for the whole image
score = logits[0, c][region].sum()  # (2)!
(dA,) = torch.autograd.grad(score, A, retain_graph=True)
cam = F.relu((dA.mean((2, 3), keepdim=True) * A).sum(1))  # Grad-CAM: channel weights from the mean gradient
print(cam.shape)
#> torch.Size([1, 8, 8])

v = torch.zeros_like(logits)
v[0, c][region] = 1.0
(dA_v,) = torch.autograd.grad(logits, A, grad_outputs=v, retain_graph=True)  # (3)!
print(torch.allclose(dA_v, dA))
#> True
(dA_all,) = torch.autograd.grad(logits.sum(), A)  # (4)!
print(torch.allclose(dA_all, dA))
#> False
