import torch
from torch import nn
from torch.nn import Parameter

torch.manual_seed(0)


class QuantizedLinear(nn.Module):
    def __init__(self, weight):
        super().__init__()
        self.weight_scale = weight.abs().max(dim=-1).values / 127
        weight = torch.round(weight / self.weight_scale[:, None]).to(torch.int8)
        self.weight = Parameter(weight, requires_grad=False)
        self.bias = Parameter(torch.zeros(3), requires_grad=False)

    def forward(self, x):
        return x @ (self.weight.to(x.dtype) * self.weight_scale[:, None]).T + self.bias


def load_to_device(module, name, device):
    old = module._parameters[name]
    module._parameters[name] = type(old)(old.to(device), requires_grad=old.requires_grad)  # (1)!


layer = QuantizedLinear(torch.randn(3, 4))
load_to_device(layer, "weight", "cpu")
print(layer.weight.dtype, layer.weight.requires_grad)
#> torch.int8 False

trainable = [p for p in layer.parameters() if p.is_floating_point() or p.is_complex()]  # (2)!
for p in trainable:
    p.requires_grad_(True)
print([n for n, p in layer.named_parameters() if p.requires_grad])
#> ['bias']
