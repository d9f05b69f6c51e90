import traceback
import warnings

import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)


class WeightDropout(nn.Module):
    """Condensed from fastai v1's WeightDropout: the dropped-out weight, a non-leaf, stands in the layer's parameters."""

    def __init__(self, module, p=0.5):
        super().__init__()
        self.module, self.p = module, p
        self.weight_raw = nn.Parameter(module.weight.data)  # the leaf that is trained

    def forward(self, x):
        self.module._parameters["weight"] = F.dropout(self.weight_raw, self.p, self.training)  # (1)!
        return self.module(x)


model = WeightDropout(nn.Linear(3, 2))
model(torch.randn(4, 3)).sum().backward()
print([(n, p.is_leaf) for n, p in model.named_parameters()])
#> [('weight_raw', True), ('module.weight', False), ('module.bias', True)]


def grads_for_master_copy(model):
    """What a mixed-precision callback or a gradient-clipping helper does: read .grad of every parameter."""
    grads = {}
    for n, p in model.named_parameters():
        grads[n] = p.grad
    return grads


with warnings.catch_warnings():
    warnings.filterwarnings("error", message="The .grad attribute of a Tensor that is not a leaf")  # (2)!
    try:
        grads_for_master_copy(model)
    except UserWarning as w:
        frame = traceback.extract_tb(w.__traceback__)[-1]
        print(frame.name, "|", frame.line)
        #> grads_for_master_copy | grads[n] = p.grad

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    grads = grads_for_master_copy(model)
print({n: g is None for n, g in grads.items()})  # (3)!
#> {'weight_raw': False, 'module.weight': True, 'module.bias': False}

try:
    torch.optim.SGD(model.parameters(), lr=0.1)  # (4)!
except ValueError as e:
    print(f"ValueError: {e}")
    #> ValueError: can't optimize a non-leaf Tensor
