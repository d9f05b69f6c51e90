import torch
from torch import nn


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(20, 3)
        self.drop = nn.Dropout(0.2)
        self.rnn = nn.GRU(3, 4, batch_first=True)
        self.head = nn.Linear(4, 1)

    def forward(self, tokens):
        out, _ = self.rnn(self.drop(self.embed(tokens)))
        return self.head(out[:, -1])


def evaluate(model):  # the validation step
    model.eval()  # (1)!
    with torch.no_grad():
        return model(torch.randint(0, 20, (4, 5))).mean().item()


def fit(model, switch_back):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    flags = []  # the `train` flag the GRU gets at each training step
    model.train()
    for epoch in range(2):
        if switch_back:
            model.train()  # (2)!
        for step in range(2):
            flags.append(model.rnn.training)
            loss = model(torch.randint(0, 20, (4, 5))).pow(2).mean()
            opt.zero_grad()
            loss.backward()  # (3)!
            opt.step()
        evaluate(model)
    return flags


torch.manual_seed(0)
print("no train() after validation:", fit(Tagger(), switch_back=False))
#> no train() after validation: [True, True, False, False]
print("train() at each epoch:", fit(Tagger(), switch_back=True))
#> train() at each epoch: [True, True, True, True]
