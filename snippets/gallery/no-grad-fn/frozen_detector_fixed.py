import torch
from torch import nn

torch.manual_seed(0)
detector = nn.ModuleDict(
    {
        "backbone": nn.Linear(8, 6),
        "neck": nn.Linear(6, 6),
        "bbox_head": nn.Linear(6, 4),
    }
)


def forward(images):
    return detector["bbox_head"](detector["neck"](detector["backbone"](images)))


images, targets = torch.randn(2, 8), torch.randn(2, 4)

detector["backbone"].requires_grad_(False)  # (1)!
detector["bbox_head"].requires_grad_(False)  # (2)!
trainable = [n for n, p in detector.named_parameters() if p.requires_grad]
assert trainable, "nothing to train"  # (3)!
loss = nn.functional.mse_loss(forward(images), targets)
loss.backward()
print(trainable)
#> ['neck.weight', 'neck.bias']
print(detector["neck"].weight.grad.shape, detector["bbox_head"].weight.grad)
#> torch.Size([6, 6]) None
