import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


class LoraLinear(nn.Module):  # PEFT's LoRA layer: a frozen base weight, lora_B initialised to zero
    def __init__(self, d, r=2):
        super().__init__()
        self.base = nn.Linear(d, d).requires_grad_(False)
        self.lora_A = nn.Linear(d, r, bias=False)
        self.lora_B = nn.Linear(r, d, bias=False)
        nn.init.zeros_(self.lora_B.weight)

    def forward(self, h):
        return self.base(h) + self.lora_B(self.lora_A(h))


class TinyClassifier(nn.Module):
    def __init__(self, vocab=10, d=4, n_layers=2, use_reentrant=True):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, d).requires_grad_(False)  # (1)!
        self.layers = nn.ModuleList(LoraLinear(d) for _ in range(n_layers))
        self.score = nn.Linear(d, 2)  # (2)!
        self.use_reentrant = use_reentrant

    def get_input_embeddings(self):  # as in transformers' PreTrainedModel
        return self.embed_tokens

    def forward(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            h = checkpoint(layer, h, use_reentrant=self.use_reentrant)  # (3)!
        return self.score(h.mean(1))


def train(model, steps=3):  # returns how many entries of a lora_B moved from 0, and whether the head moved
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-2)
    ids, y = torch.tensor([[1, 2, 3], [4, 5, 6]]), torch.tensor([0, 1])
    score_before = model.score.weight.detach().clone()
    for _ in range(steps):
        loss = nn.functional.cross_entropy(model(ids), y)
        loss.backward()  # (4)!
        opt.step()
        opt.zero_grad()
    return model.layers[0].lora_B.weight.count_nonzero().item(), not torch.equal(model.score.weight, score_before)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(train(TinyClassifier()))  # (5)!
    #> (0, True)
print({f"{w.category.__name__}: {w.message}" for w in caught})  # (6)!
#> {'UserWarning: None of the inputs have requires_grad=True. Gradients will be None'}

model = TinyClassifier()
model.get_input_embeddings().register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))  # (7)!
print(train(model))
#> (8, True)
print(train(TinyClassifier(use_reentrant=False)))  # (8)!
#> (8, True)
