import torch
from torch import nn


class BasicBlock(nn.Module):  # (1)!
    def __init__(self, c):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(c, c, 3, padding=1), nn.BatchNorm2d(c)
        self.conv2, self.bn2 = nn.Conv2d(c, c, 3, padding=1), nn.BatchNorm2d(c)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += identity
        return self.relu(out)


def add_handles(model, backward_hook):  # (2)!
    children = list(model.children())
    if children:
        for child in children:
            add_handles(child, backward_hook)
    else:
        model.register_full_backward_hook(backward_hook)


def passthrough(module, grad_input, grad_output):
    return None


torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 1), BasicBlock(4)).eval()
add_handles(model, passthrough)
x = torch.randn(2, 3, 4, 4, requires_grad=True)
try:
    model(x)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('. ')[0]}.")
    #> RuntimeError: Output 0 of BackwardHookFunction is a view and is being modified inplace.

for m in model.modules():  # (3)!
    if hasattr(m, "inplace"):
        m.inplace = False
try:
    model(x)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('. ')[0]}.")
    #> RuntimeError: Output 0 of BackwardHookFunction is a view and is being modified inplace.
