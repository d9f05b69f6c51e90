import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed = nn.Embedding(10, 4).requires_grad_(False)  # (1)!
layer = nn.Linear(4, 4)  # the trainable part (a LoRA adapter, say)
hidden = embed(torch.tensor([[1, 2, 3]]))
print("input requires grad:", hidden.requires_grad)
#> input requires grad: False

for use_reentrant in (True, False):
    layer.zero_grad(set_to_none=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = checkpoint(layer, hidden, use_reentrant=use_reentrant)
    print(f"use_reentrant={use_reentrant}:", [str(w.message) for w in caught], "out.requires_grad", out.requires_grad)
    '''
    use_reentrant=True: ['None of the inputs have requires_grad=True. Gradients will be None'] out.requires_grad False
    '''
    #> use_reentrant=False: [] out.requires_grad True
    if out.requires_grad:
        out.sum().backward()
        print("layer.weight.grad is None:", layer.weight.grad is None)  # (2)!
        #> layer.weight.grad is None: False
