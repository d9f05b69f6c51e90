import torch
from torch import nn

torch.manual_seed(0)


class Encoder(nn.Module):
    """The classifier reads the first (CLS) token; the pooler is never used."""

    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)
        self.pooler = nn.Linear(4, 4)  # (1)!
        self.classifier = nn.Linear(4, 2)

    def forward(self, x):
        return self.classifier(self.encoder(x)[:, 0])


model = Encoder()
x, y = torch.randn(3, 5, 4), torch.tensor([0, 1, 1])
params = list(model.parameters())
loss = nn.functional.cross_entropy(model(x), y)
try:
    torch.autograd.grad(loss, params, create_graph=True)  # what a MAML library's adapt() does
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 2 appears to not have been used in the graph
print([n for n, _ in model.named_parameters()][2])  # (2)!
#> pooler.weight

grads = torch.autograd.grad(loss, params, create_graph=True, allow_unused=True)  # (3)!
fast = [p if g is None else p - 0.1 * g for p, g in zip(params, grads)]  # (4)!
print([n for (n, _), g in zip(model.named_parameters(), grads) if g is None])  # (5)!
#> ['pooler.weight', 'pooler.bias']
