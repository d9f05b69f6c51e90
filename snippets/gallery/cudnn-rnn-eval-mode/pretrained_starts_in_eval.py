import torch
from torch import nn


class SpanTagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(20, 3)
        self.lstm = nn.LSTM(3, 4, batch_first=True, bidirectional=True)
        self.head = nn.Linear(8, 2)

    def forward(self, tokens):
        out, _ = self.lstm(self.embed(tokens))
        return self.head(out)

    @classmethod
    def from_pretrained(cls, state_dict):  # (1)!
        model = cls()
        model.load_state_dict(state_dict)
        model.eval()
        return model


def modules_in_eval_mode(model):  # (2)!
    return [name or type(model).__name__ for name, m in model.named_modules() if not m.training]


torch.manual_seed(0)
weights = SpanTagger().state_dict()
tokens, labels = torch.randint(0, 20, (4, 6)), torch.randint(0, 2, (4, 6))

model = SpanTagger.from_pretrained(weights)
print("in eval mode at the forward pass:", modules_in_eval_mode(model))  # (3)!
#> in eval mode at the forward pass: ['SpanTagger', 'embed', 'lstm', 'head']
loss = nn.functional.cross_entropy(model(tokens).flatten(0, 1), labels.flatten())
loss.backward()

model = SpanTagger.from_pretrained(weights)
model.train()  # (4)!
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
print("in eval mode at the forward pass:", modules_in_eval_mode(model))
#> in eval mode at the forward pass: []
loss = nn.functional.cross_entropy(model(tokens).flatten(0, 1), labels.flatten())
loss.backward()
opt.step()
