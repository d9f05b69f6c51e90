import torch
from torch import nn


def tensors_in(out):  # (1)!
    if torch.is_tensor(out):
        return [out]
    if isinstance(out, dict):
        out = list(out.values())
    return [t for o in out for t in tensors_in(o)] if isinstance(out, (list, tuple)) else []


def modules_off_the_path(model, loss_fn, *inputs):
    """Which modules' outputs the loss does not reach, and which output no graph at all."""
    outputs = {}
    hooks = [m.register_forward_hook(lambda m, i, out, name=name: outputs.__setitem__(name, tensors_in(out)))  # (2)!
             for name, m in model.named_modules() if name]
    try:
        loss = loss_fn(model(*inputs))
    finally:
        for h in hooks:
            h.remove()
    no_graph = [n for n, ts in outputs.items() if ts and not any(t.requires_grad for t in ts)]  # (3)!
    tracked = [(n, t) for n, ts in outputs.items() for t in ts if t.requires_grad]
    grads = torch.autograd.grad(loss, [t for _, t in tracked], allow_unused=True)  # (4)!
    reached = {n for (n, _), g in zip(tracked, grads) if g is not None}
    unreached = [n for n in dict(tracked) if n not in reached]
    return no_graph, unreached


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed, self.rnn = nn.Embedding(10, 8), nn.LSTM(8, 8, batch_first=True)

    def forward(self, tokens):
        out, _ = self.rnn(self.embed(tokens))  # (5)!
        return {"encoder_out": out}


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed, self.out = nn.Embedding(10, 8), nn.Linear(8, 10)

    def forward(self, prev, encoder_out):
        q = self.embed(prev)
        keys = encoder_out["encoder_out"].detach()  # (6)!
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
print("not reached by the loss:", unreached)  # (7)!
#> not reached by the loss: ['encoder.embed', 'encoder.rnn', 'encoder']
