import torch
from torch import nn


class Fuse(nn.Module):  # BiFPN-style fusion: two feature maps weighted by learned, non-negative weights (unnormalized)
    def __init__(self, act, clone=False):
        super().__init__()
        self.weight = nn.Parameter(torch.tensor([1.0, -0.5]))
        self.act, self.clone = act, clone

    def forward(self, a, b):
        w = self.act(self.weight.clone() if self.clone else self.weight)  # (1)!
        return w[0] * a + w[1] * b


a, b = torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])
try:
    Fuse(nn.ReLU(inplace=True))(a, b)
except RuntimeError as e:
    print("RuntimeError:", e)
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.

for name, fuse in [("ReLU()", Fuse(nn.ReLU())), ("clone, then ReLU(inplace=True)", Fuse(nn.ReLU(inplace=True), True))]:
    fuse(a, b).sum().backward()  # (2)!
    print(f"{name}: weight.grad =", fuse.weight.grad)
    #> ReLU(): weight.grad = tensor([3., 0.])
    #> clone, then ReLU(inplace=True): weight.grad = tensor([3., 0.])


class FuseNoGrad(Fuse):
    def forward(self, a, b):
        with torch.no_grad():  # (3)!
            w = self.act(self.weight)
        return w[0] * a + w[1] * b


fuse = FuseNoGrad(nn.ReLU(inplace=True))
fuse(a, b).sum().backward()
print("under no_grad: weight =", fuse.weight.data, "| weight.grad =", fuse.weight.grad)
#> under no_grad: weight = tensor([1., 0.]) | weight.grad = tensor([3., 7.])
