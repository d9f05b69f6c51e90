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

for part in ("backbone", "neck", "bbox_head"):  # (1)!
    detector[part].requires_grad_(False)
print([n for n, p in detector.named_parameters() if p.requires_grad])  # (2)!
#> []
loss = nn.functional.mse_loss(forward(images), targets)
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
