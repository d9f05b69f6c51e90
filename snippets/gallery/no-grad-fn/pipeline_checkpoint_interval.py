import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)


class EmbeddingPipe(nn.Module):
    """The first layer of a pipeline's first stage: token ids in, hidden states and the mask out."""

    def __init__(self, vocab=10, d=4):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, d)  # trainable: full fine-tuning

    def forward(self, ipt):
        input_ids, mask = ipt
        return self.word_embeddings(input_ids), mask


class BlockPipe(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        self.dense = nn.Linear(d, d)

    def forward(self, ipt):
        hidden, mask = ipt
        return torch.tanh(self.dense(hidden)) * mask, mask


def stage_forward(layers, x, interval, checkpointable_layers=None, use_reentrant=True):
    """As DeepSpeed's PipelineModule.forward: the layers in chunks of `interval`, each chunk checkpointed if it may be."""
    if interval == 0:  # activation_checkpoint_interval=0: no checkpointing
        interval, checkpointable_layers = len(layers), []
    for start in range(0, len(layers), interval):
        funcs = layers[start:start + interval]
        if checkpointable_layers is None:  # (1)!
            may = any(len(list(f.parameters())) > 0 for f in funcs)
        else:
            may = all(type(f).__name__ in checkpointable_layers for f in funcs)

        def exec_range(*inputs, funcs=funcs):
            for f in funcs:
                inputs = f(inputs)
            return inputs

        x = checkpoint(exec_range, *x, use_reentrant=use_reentrant) if may else exec_range(*x)
    return x


def stage_backward(outputs):
    """As the pipeline engine's backward pass on a stage: the gradient from the next stage, for each float output."""
    out_tensors = [t for t in outputs if t.is_floating_point()]  # (2)!
    for out in out_tensors:
        out.backward(gradient=torch.ones_like(out))


def train_step(**kwargs):
    torch.manual_seed(0)
    layers = [EmbeddingPipe(), BlockPipe(), BlockPipe()]
    batch = (torch.tensor([[1, 2, 3]]), torch.tensor([[True, True, False]]).unsqueeze(-1))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the reentrant checkpoint's "None of the inputs have requires_grad=True"
        outputs = stage_forward(layers, batch, **kwargs)
    try:
        stage_backward(outputs)
    except RuntimeError as e:
        return f"RuntimeError: {e}"
    return layers[0].word_embeddings.weight.grad is not None


print(train_step(interval=0))  # (3)!
#> True
print(train_step(interval=1))  # (4)!
#> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
print(train_step(interval=1, checkpointable_layers=["BlockPipe"]))  # (5)!
#> True
print(train_step(interval=1, use_reentrant=False))  # (6)!
#> True
