import torch
from torch import nn
from torch.nn import Parameter

torch.manual_seed(0)


class QuantizedLinear(nn.Module):
    """Condensed from ChatGLM's quantization.py: int8 weights kept as a frozen Parameter."""

    def __init__(self, weight):
        super().__init__()
        self.weight_scale = weight.abs().max(dim=-1).values / 127
        weight = torch.round(weight / self.weight_scale[:, None]).to(torch.int8)
        self.weight = Parameter(weight, requires_grad=False)  # (1)!
        self.bias = Parameter(torch.zeros(3), requires_grad=False)

    def forward(self, x):
        return x @ (self.weight.to(x.dtype) * self.weight_scale[:, None]).T + self.bias


layer = QuantizedLinear(torch.randn(3, 4))
print(layer.weight.dtype, layer.weight.requires_grad)
#> torch.int8 False


def load_to_device(module, name, device):
    """A loader that moves a parameter by wrapping the moved tensor in a new Parameter."""
    new_value = module._parameters[name].to(device)
    module._parameters[name] = Parameter(new_value)  # (2)!


try:
    load_to_device(layer, "weight", "cpu")
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Only Tensors of floating point and complex dtype can require gradients

try:
    layer.requires_grad_(True)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: only Tensors of floating point dtype can require gradients
