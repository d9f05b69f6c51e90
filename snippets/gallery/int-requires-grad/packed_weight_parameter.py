import torch
from torch import nn


class PackedWeightParameter(nn.Parameter):
    """Condensed from bitorch-engine's MPQWeightParameter: a Parameter subclass with extra attributes."""

    def __new__(cls, data=None, requires_grad=True, w_bit=-1):  # (1)!
        return super().__new__(cls, data, requires_grad=requires_grad)

    def __init__(self, data=None, requires_grad=True, w_bit=-1):
        self.w_bit = w_bit


in_features, out_features, w_bit = 64, 3, 4
packed = torch.zeros((in_features // 32 * w_bit, out_features), dtype=torch.int32)  # eight 4-bit weights per int32

try:
    PackedWeightParameter(packed, requires_grad=True, w_bit=w_bit)  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Only Tensors of floating point and complex dtype can require gradients

frozen = PackedWeightParameter(packed, requires_grad=False, w_bit=w_bit)  # (3)!
print(type(frozen).__name__, frozen.dtype, frozen.requires_grad)
#> PackedWeightParameter torch.int32 False


def int_gradients_supported():  # (4)!
    try:
        nn.Parameter(torch.zeros((1,), dtype=torch.uint8), requires_grad=True)
        return True
    except RuntimeError:
        return False


print(int_gradients_supported())
#> False
