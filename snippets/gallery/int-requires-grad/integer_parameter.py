import torch
from torch import nn

torch.manual_seed(0)
fg_mask = torch.tensor([[0, 2], [1, 0]])  # integer indices the model looks things up with
x = torch.randn(3, 4)

try:
    nn.Parameter(fg_mask)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Only Tensors of floating point and complex dtype can require gradients

table = nn.Parameter(fg_mask.float())  # (2)!
try:
    x[table[0]]
except IndexError as e:
    print(str(e))
    #> tensors used as indices must be long, int, byte or bool tensors


class Head(nn.Module):
    def __init__(self, fg_mask):
        super().__init__()
        self.register_buffer("fg_mask", fg_mask)  # (3)!

    def forward(self, x, i):
        return x[self.fg_mask[i]]


head = Head(fg_mask)
print(head(x, 0).shape, head.fg_mask.dtype, list(head.state_dict()), list(head.parameters()))
#> torch.Size([2, 4]) torch.int64 ['fg_mask'] []
frozen = nn.Parameter(fg_mask, requires_grad=False)  # (4)!
print(frozen.dtype, frozen.requires_grad)
#> torch.int64 False
