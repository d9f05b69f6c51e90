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
model = SpanTagger.from_pretrained(SpanTagger().state_dict())
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
tokens, labels = torch.randint(0, 20, (4, 6)), torch.randint(0, 2, (4, 6))

loss = nn.functional.cross_entropy(model(tokens).flatten(0, 1), labels.flatten())
print("in eval mode at backward():", modules_in_eval_mode(model))  # (3)!
#> in eval mode at backward(): ['SpanTagger', 'embed', 'lstm', 'head']
loss.backward()
opt.step()

model.train()  # (4)!
print("in eval mode at backward():", modules_in_eval_mode(model))
#> in eval mode at backward(): []
