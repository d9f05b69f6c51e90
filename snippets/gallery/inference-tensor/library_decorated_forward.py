import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)


class CenterPadding(nn.Module):
    """Imitates dinov2's hub CenterPadding (dinov2/hub/utils.py): pads the image to a multiple of the patch size."""

    def __init__(self, multiple):
        super().__init__()
        self.multiple = multiple

    @torch.inference_mode()  # as in dinov2: the whole forward runs in inference mode
    def forward(self, x):
        pad = -x.shape[-1] % self.multiple
        return F.pad(x, (pad // 2, pad - pad // 2))


model = nn.Sequential(CenterPadding(4), nn.Linear(8, 2))
try:
    model(torch.randn(3, 6)).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward

print(model[0](torch.randn(3, 6)).is_inference())  # an inference tensor: the Linear after it must save it, and fails
#> True

CenterPadding.forward = CenterPadding.forward.__wrapped__  # for training: the undecorated function back on the class
model(torch.randn(3, 6)).sum().backward()
print(model[1].weight.grad.shape)
#> torch.Size([2, 8])
