import torch
from torch import nn


class CachedRepresentation(nn.Module):  # pykeen's CompGCN representation before PR #573, in a few lines
    def __init__(self):
        super().__init__()
        self.base, self.layer = nn.Embedding(5, 4), nn.Linear(4, 4)
        self.cache = None

    def forward(self):
        if self.cache is None:  # (1)!
            self.cache = self.layer(self.base.weight)
        return self.cache

    def post_parameter_update(self):  # the training loop calls it after each optimizer step
        self.cache = None


class FixedRepresentation(CachedRepresentation):
    def train(self, mode=True):  # (2)!
        if mode and not self.training:
            self.cache = None
        return super().train(mode)


def train_batch(model, opt):
    model.train()
    loss = model()[torch.tensor([0, 1])].pow(2).sum()
    loss.backward()
    opt.step()
    opt.zero_grad()
    model.post_parameter_update()
    return loss


def evaluate(model):  # (3)!
    model.eval()
    with torch.no_grad():
        return model()


torch.manual_seed(0)
model = CachedRepresentation()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
train_batch(model, opt)
evaluate(model)
print(model.cache.requires_grad)  # (4)!
#> False
try:
    train_batch(model, opt)  # the first batch after the evaluation
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

model = FixedRepresentation()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
train_batch(model, opt)
evaluate(model)
print(train_batch(model, opt).requires_grad)
#> True
