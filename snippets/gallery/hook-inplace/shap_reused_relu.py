import torch
from torch import nn


class Bottleneck(nn.Module):  # torchvision's shape, already out of place: 1x1 down, 3x3, 1x1 up
    def __init__(self, c, width, separate_relus=False):
        super().__init__()
        self.conv1, self.conv2, self.conv3 = nn.Conv2d(c, width, 1), nn.Conv2d(width, width, 3, padding=1), nn.Conv2d(width, c, 1)
        self.relu1 = nn.ReLU()
        self.relu2 = nn.ReLU() if separate_relus else self.relu1  # (1)!
        self.relu3 = nn.ReLU() if separate_relus else self.relu1

    def forward(self, x):
        out = self.relu1(self.conv1(x))
        out = self.relu2(self.conv2(out))
        return self.relu3(self.conv3(out) + x)


def save_x_y(module, inputs, output):  # (2)!
    module.x, module.y = inputs[0].detach(), output.detach()


def rescale(module, grad_input, grad_output):  # (3)!
    if isinstance(module, nn.ReLU):
        return (grad_output[0] * module.y / module.x.abs().clamp_min(1e-6),)


def add_handles(model):
    children = list(model.children())
    for child in children:
        add_handles(child)
    if not children:
        model.register_forward_hook(save_x_y)
        model.register_full_backward_hook(rescale)


def attribute(model, x):
    add_handles(model)
    return torch.autograd.grad(model(x)[:, 0].sum(), x)[0]


torch.manual_seed(0)
x = torch.randn(2, 8, 4, 4, requires_grad=True)
try:
    attribute(Bottleneck(8, width=2).eval(), x)
except RuntimeError as e:
    print(str(e).splitlines()[0])  # (4)!
    #> The size of tensor a (2) must match the size of tensor b (8) at non-singleton dimension 1
print(attribute(Bottleneck(8, width=2, separate_relus=True).eval(), x).shape)  # (5)!
#> torch.Size([2, 8, 4, 4])
