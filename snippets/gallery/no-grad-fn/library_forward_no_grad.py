import torch
from torch import nn


class VisionTower(nn.Module):  # imitates LLaVA's CLIPVisionTower: a frozen encoder for images
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(8, 4).requires_grad_(False)

    @torch.no_grad()  # (1)!
    def forward(self, images):
        return self.encoder(images)


torch.manual_seed(0)
tower = VisionTower()
image = torch.rand(1, 8, requires_grad=True)  # the image an attack optimizes
features = tower(image)
print(features.requires_grad, features.grad_fn)  # (2)!
#> False None

features = type(tower).forward.__wrapped__(tower, image)  # (3)!
features.pow(2).sum().backward()
print(features.grad_fn is not None, image.grad.shape)
#> True torch.Size([1, 8])
