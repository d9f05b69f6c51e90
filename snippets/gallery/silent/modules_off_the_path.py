import torch
from torch import nn


def modules_off_the_path(model, loss_fn, *inputs):
    """Which modules' outputs the loss does not reach, and which output no graph at all."""
    outputs = {}
    hooks = [m.register_forward_hook(lambda m, i, out, name=name: outputs.__setitem__(name, out))  # (1)!
             for name, m in model.named_modules() if name]
    try:
        loss = loss_fn(model(*inputs))
    finally:
        for h in hooks:
            h.remove()
    no_graph = [n for n, o in outputs.items() if torch.is_tensor(o) and not o.requires_grad]  # (2)!
    tracked = {n: o for n, o in outputs.items() if torch.is_tensor(o) and o.requires_grad}
    grads = torch.autograd.grad(loss, list(tracked.values()), allow_unused=True)  # (3)!
    unreached = [n for n, g in zip(tracked, grads) if g is None]
    return no_graph, unreached


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed, self.conv = nn.Embedding(10, 8), nn.Conv1d(8, 8, 3, padding=1)

    def forward(self, tokens):
        return self.conv(self.embed(tokens).transpose(1, 2)).transpose(1, 2)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed, self.out = nn.Embedding(10, 8), nn.Linear(8, 10)

    def forward(self, prev, encoder_out):
        q = self.embed(prev)
        keys = encoder_out.detach()  # (4)!
        attn = torch.softmax(q @ keys.transpose(1, 2), dim=-1)
        return self.out(q + attn @ keys)


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder, self.decoder = Encoder(), Decoder()

    def forward(self, src, prev):
        return self.decoder(prev, self.encoder(src))


torch.manual_seed(0)
model = Seq2Seq()
src, prev, target = torch.randint(10, (2, 5)), torch.randint(10, (2, 4)), torch.randint(10, (2, 4))
loss_fn = lambda logits: nn.functional.cross_entropy(logits.reshape(-1, 10), target.reshape(-1))
no_graph, unreached = modules_off_the_path(model, loss_fn, src, prev)
print("no graph:", no_graph)
#> no graph: []
print("not reached by the loss:", unreached)  # (5)!
#> not reached by the loss: ['encoder.embed', 'encoder.conv', 'encoder']
