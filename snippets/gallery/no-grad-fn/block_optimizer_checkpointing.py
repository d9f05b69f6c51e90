import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


def reentrant(func, *args):
    return checkpoint(func, *args, use_reentrant=True)


class TinyLM(nn.Module):
    """Full-parameter model whose layers run through a checkpoint function, as transformers' models do."""

    def __init__(self, checkpoint_func, vocab=10, d=4, n_layers=3):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, d)
        self.layers = nn.ModuleList(nn.Linear(d, d) for _ in range(n_layers))
        self.checkpoint_func = checkpoint_func

    def forward(self, ids):
        h = self.embed_tokens(ids)
        for layer in self.layers:
            h = torch.tanh(self.checkpoint_func(layer.__call__, h))
        return h


def switch_block(model, active):
    """What a block-wise optimizer such as BAdam does: one block trainable, everything else frozen."""
    model.requires_grad_(False)
    model.layers[active].requires_grad_(True)  # (1)!


def only_trainable_layers(checkpoint_func):
    """As LlamaFactory's custom_gradient_checkpointing_func: checkpoint only layers that train, with a grad-requiring input."""

    def wrapped(func, *args):
        module = func.__self__
        if not any(p.requires_grad for p in module.parameters()):
            return func(*args)  # (2)!
        for arg in args:
            if torch.is_tensor(arg) and torch.is_floating_point(arg):
                arg.requires_grad_(True)  # (3)!
                break
        return checkpoint_func(func, *args)

    return wrapped


def train_step(checkpoint_func):
    model = TinyLM(checkpoint_func)
    switch_block(model, active=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the reentrant checkpoint's "None of the inputs have requires_grad=True"
        loss = model(torch.tensor([[1, 2, 3]])).pow(2).mean()
    try:
        loss.backward()
    except RuntimeError as e:
        return f"RuntimeError: {e}"
    return model.layers[1].weight.grad is not None, model.embed_tokens.weight.grad


print(train_step(reentrant))
#> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
print(train_step(only_trainable_layers(reentrant)))  # (4)!
#> (True, None)
