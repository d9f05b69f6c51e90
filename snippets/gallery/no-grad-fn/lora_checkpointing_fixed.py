import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


class LoraLinear(nn.Module):
    def __init__(self, d, r=2):
        super().__init__()
        self.base = nn.Linear(d, d).requires_grad_(False)
        self.lora_A = nn.Linear(d, r, bias=False)
        self.lora_B = nn.Linear(r, d, bias=False)

    def forward(self, h):
        return self.base(h) + self.lora_B(self.lora_A(h))


class TinyLM(nn.Module):
    def __init__(self, vocab=10, d=4, n_layers=2, use_reentrant=True):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, d).requires_grad_(False)
        self.layers = nn.ModuleList(LoraLinear(d) for _ in range(n_layers))
        self.use_reentrant = use_reentrant

    def forward(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            h = checkpoint(layer, h, use_reentrant=self.use_reentrant)
        return h


ids = torch.tensor([[1, 2, 3]])

# Fix 1: what model.enable_input_require_grads() does in Hugging Face transformers
model = TinyLM()
model.embed_tokens.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))  # (1)!
model(ids).pow(2).mean().backward()
print(model.layers[0].lora_B.weight.grad is not None, model.embed_tokens.weight.grad)
#> True None

# Fix 2: the non-reentrant checkpoint records the layer's parameters whatever its input
model = TinyLM(use_reentrant=False)  # (2)!
model(ids).pow(2).mean().backward()
print(model.layers[0].lora_B.weight.grad is not None, model.embed_tokens.weight.grad)
#> True None
