import warnings

import torch

torch.manual_seed(0)
means = torch.randn(5, 3, requires_grad=True)  # 3D Gaussian centres, the trained leaf
camera = torch.randn(3, 2)


def render_loss(xys):
    return (xys - 1.0).pow(2).sum()  # stands in for the rasteriser and the image loss


xys = means @ camera  # projected 2D means: an intermediate result
render_loss(xys).backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(xys.grad)  # (1)!
    #> None
print(len(caught))
#> 1

xys = means @ camera
loss = render_loss(xys)
loss.backward()
xys.retain_grad()  # (2)!
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(xys.grad)
    #> None
print(len(caught))
#> 0

xys = means @ camera
xys.retain_grad()  # (3)!
render_loss(xys).backward()
print(xys.grad.norm(dim=-1))  # (4)!
#> tensor([6.7682, 2.3350, 4.5732, 3.1127, 4.2119])
