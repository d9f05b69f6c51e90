import torch
from torch import nn


def carried(module, **names):  # (1)!
    found = [n for n, t in names.items() if isinstance(t, torch.Tensor) and t.grad_fn is not None]
    for mname, m in module.named_modules():
        found += [f"{mname or type(m).__name__}.{k}" for k, v in vars(m).items()
                  if isinstance(v, torch.Tensor) and v.grad_fn is not None]
    return found


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell, self.hidden = nn.RNNCell(3, 3), None

    def forward(self, x):
        self.hidden = self.cell(x, self.hidden)  # kept on the module from one batch to the next
        return self.hidden


torch.manual_seed(0)
dec = Decoder()
next_word = torch.zeros(2, 3)
for batch in range(2):
    print(f"batch {batch}:", carried(dec, next_word=next_word))  # (2)!
    #> batch 0: []
    #> batch 1: ['next_word', 'Decoder.hidden']
    out = dec(torch.randn(2, 3) + next_word)
    next_word = out.softmax(1)  # carried to the next batch, graph and all
    try:
        out.sum().backward()
    except RuntimeError as e:
        print(f"RuntimeError: {str(e).split(' (or')[0]} ...")
        #> RuntimeError: Trying to backward through the graph a second time ...
