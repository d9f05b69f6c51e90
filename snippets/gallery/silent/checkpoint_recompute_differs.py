import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


class Adapter(torch.nn.Module):  # applied only where `offsets` says: state the outer model sets for one forward call
    def __init__(self):
        super().__init__()
        self.base, self.lora = torch.nn.Linear(4, 4), torch.nn.Linear(4, 4)
        self.offsets = None

    def forward(self, x):
        mask = torch.ones_like(x) if self.offsets is not None else torch.zeros_like(x)
        return self.base(x) + self.lora(x) * mask


layer, x = Adapter(), torch.randn(2, 4, requires_grad=True)  # an activation of the layers before


def lora_grad(**kw):
    layer.zero_grad(set_to_none=True)
    layer.offsets = [0]  # (1)!
    y = checkpoint(layer, x, **kw) if kw else layer(x)
    layer.offsets = None
    y.sum().backward()  # (2)!
    return "LoRA gradient nonzero" if layer.lora.weight.grad.abs().sum() > 0 else "LoRA gradient all zero"


print("no checkpoint:", lora_grad())
#> no checkpoint: LoRA gradient nonzero
print("use_reentrant=False:", lora_grad(use_reentrant=False))
#> use_reentrant=False: LoRA gradient all zero
print("use_reentrant=True:", lora_grad(use_reentrant=True))
#> use_reentrant=True: LoRA gradient all zero
