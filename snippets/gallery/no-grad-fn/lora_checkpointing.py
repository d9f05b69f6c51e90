import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


class LoraLinear(nn.Module):
    """What PEFT's LoRA makes of a layer: a frozen base weight plus a trainable low-rank update."""

    def __init__(self, d, r=2):
        super().__init__()
        self.base = nn.Linear(d, d).requires_grad_(False)
        self.lora_A = nn.Linear(d, r, bias=False)
        self.lora_B = nn.Linear(r, d, bias=False)

    def forward(self, h):
        return self.base(h) + self.lora_B(self.lora_A(h))


class TinyLM(nn.Module):
    """A decoder in the way Hugging Face models run their layers under gradient checkpointing."""

    def __init__(self, vocab=10, d=4, n_layers=2):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, d).requires_grad_(False)  # (1)!
        self.layers = nn.ModuleList(LoraLinear(d) for _ in range(n_layers))
        self.gradient_checkpointing = True

    def forward(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            if self.gradient_checkpointing and self.training:
                h = checkpoint(layer, h, use_reentrant=True)  # (2)!
            else:
                h = layer(h)
        return h


model = TinyLM()
ids = torch.tensor([[1, 2, 3]])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    loss = model(ids).pow(2).mean()
print({str(w.message) for w in caught})
#> {'None of the inputs have requires_grad=True. Gradients will be None'}
print(loss.grad_fn)
#> None
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

loss.requires_grad_(True)  # (3)!
loss.backward()
print(model.layers[0].lora_B.weight.grad)
#> None
