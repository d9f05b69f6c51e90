import torch
from torch import nn


def has_graph(v):
    return isinstance(v, torch.Tensor) and v.grad_fn is not None


def carried(module, **names):  # (1)!
    found = []
    for n, obj in names.items():  # a tensor, or an object that keeps tensors (a hook's feature saver)
        kept = [("", obj)] if isinstance(obj, torch.Tensor) else getattr(obj, "__dict__", {}).items()
        found += [f"{n}.{k}" if k else n for k, v in kept if has_graph(v)]
    for mname, m in module.named_modules():
        attrs = [*vars(m).items(), *m.named_buffers(recurse=False)]  # plain attributes, registered buffers
        found += [f"{mname or type(m).__name__}.{k}" for k, v in attrs if has_graph(v)]
    return found


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell, self.hidden = nn.RNNCell(3, 3), None
        self.register_buffer("mem", torch.zeros(2, 3))

    def forward(self, x):
        self.hidden = self.cell(x, self.hidden)  # kept on the module from one batch to the next
        self.mem = 0.9 * self.mem + self.hidden  # a registered buffer: not in vars(self)
        return self.mem


torch.manual_seed(0)
dec = Decoder()
next_word = torch.zeros(2, 3)
for batch in range(2):
    print(f"batch {batch}:", carried(dec, next_word=next_word))  # (2)!
    #> batch 0: []
    #> batch 1: ['next_word', 'Decoder.hidden', 'Decoder.mem']
    out = dec(torch.randn(2, 3) + next_word)
    next_word = out.softmax(1)  # carried to the next batch, graph and all
    try:
        out.sum().backward()
    except RuntimeError as e:
        print(f"RuntimeError: {str(e).split(' (or')[0]} ...")
        #> RuntimeError: Trying to backward through the graph a second time ...
