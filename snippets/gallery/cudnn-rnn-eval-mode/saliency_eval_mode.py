import torch
from torch import nn


class Classifier(nn.Module):  # a trained text classifier: embedding, 2-layer LSTM with dropout, linear
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(20, 3)
        self.rnn = nn.LSTM(3, 4, num_layers=2, dropout=0.5, batch_first=True)
        self.fc = nn.Linear(4, 2)

    def forward(self, emb):
        out, _ = self.rnn(emb)
        return self.fc(out[:, -1])


def saliency(model, tokens, target=1):  # what Grad-CAM / Integrated Gradients / an attack compute
    emb = model.embed(tokens).detach().requires_grad_()
    model(emb)[0, target].backward()  # (1)!
    return emb.grad.norm(dim=-1)


torch.manual_seed(0)
model = Classifier()
tokens = torch.tensor([[3, 7, 1, 12, 5]])

model.eval()
with torch.backends.cudnn.flags(enabled=False):  # (2)!
    a, b = saliency(model, tokens), saliency(model, tokens)
print("eval, cuDNN off: repeatable", torch.equal(a, b))
#> eval, cuDNN off: repeatable True

model.train()  # (3)!
a, b = saliency(model, tokens), saliency(model, tokens)
print("model.train(): repeatable", torch.equal(a, b))
#> model.train(): repeatable False

model.eval()
model.rnn.train()  # (4)!
a, b = saliency(model, tokens), saliency(model, tokens)
print("eval, rnn.train() only: repeatable", torch.equal(a, b))
#> eval, rnn.train() only: repeatable False
