import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 2))
image = torch.randn(1, 3, 8, 8)
saved = {}


def save_activation(module, inputs, output):
    saved["activation"] = output
    output.register_hook(lambda grad: saved.update(gradient=grad))  # (1)!


def run(image):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model(image)[0, 1].backward()
    return len(caught)


handle = model[0].register_forward_hook(save_activation)
print(run(image), saved["gradient"].shape)  # (2)!
#> 0 torch.Size([1, 4, 6, 6])
handle.remove()

handle = model[0].register_full_backward_pre_hook(lambda m, grad_output: None)  # (3)!
print(run(image))
#> 1
handle.remove()

image.requires_grad_()  # (4)!
model[0].register_full_backward_hook(lambda m, grad_input, grad_output: None)
print(run(image), image.grad.shape)
#> 0 torch.Size([1, 3, 8, 8])
