import torch
from torch import nn
from torch.nn import functional as F

torch.manual_seed(0)
model = nn.Conv2d(3, 2, 1)  # stands in for a segmentation network: 2 class scores per pixel
img, target = torch.rand(1, 3, 8, 8), (torch.rand(1, 8, 8) > 0.5).long()


def edge_loss(mask, img):  # imitates an image-gradient loss: the mask's edges should follow the image's
    dm, di = mask[..., 1:] - mask[..., :-1], img.mean(1)[..., 1:] - img.mean(1)[..., :-1]
    return (1 - (dm * di) ** 2).mean()


def grad_of(loss):
    return torch.autograd.grad(loss, model.weight, retain_graph=True)[0]


logits = model(img)
ce = F.cross_entropy(logits, target)
term = edge_loss(logits.argmax(1).float(), img)  # (1)!
print(term.requires_grad, torch.equal(grad_of(ce + term), grad_of(ce)))  # (2)!
#> False True

term = edge_loss(logits.argmax(1).float().requires_grad_(), img)  # (3)!
print(term.requires_grad, torch.equal(grad_of(ce + term), grad_of(ce)))
#> True True

print((logits[:, 1] > logits[:, 0]).float().grad_fn)  # (4)!
#> None
