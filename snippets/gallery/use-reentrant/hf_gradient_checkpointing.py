import functools
import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class TinyPreTrainedModel(nn.Module):  # imitates transformers' PreTrainedModel and its decoder layers
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(10, 4)
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.gradient_checkpointing = False

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None):
        if gradient_checkpointing_kwargs is None:
            gradient_checkpointing_kwargs = {}  # (1)!
        self._gradient_checkpointing_func = functools.partial(checkpoint, **gradient_checkpointing_kwargs)
        self.gradient_checkpointing = True

    def forward(self, ids):
        hidden = self.embed(ids)
        for layer in self.layers:
            if self.gradient_checkpointing and self.training:
                hidden = self._gradient_checkpointing_func(layer.__call__, hidden)
            else:
                hidden = layer(hidden)
        return hidden.pow(2).mean()


def one_step(gradient_checkpointing_kwargs=None):
    torch.manual_seed(0)
    model = TinyPreTrainedModel()
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model(torch.tensor([[1, 2, 3]])).backward()
    return caught, model.layers[0].weight.grad


caught, grad = one_step()
print(len(caught), "warnings:", str(caught[0].message).split(". ")[0])  # (2)!
#> 3 warnings: torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly
print("the warning points at:", caught[0].filename.split("site-packages/")[-1])  # (3)!
#> the warning points at: torch/_dynamo/eval_frame.py

caught, fixed_grad = one_step({"use_reentrant": False})  # (4)!
print(len(caught), "warnings; same gradient:", torch.allclose(grad, fixed_grad))
#> 0 warnings; same gradient: True
