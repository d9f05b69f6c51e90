import torch
from torch import nn


class Fusion(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)
        self.w = nn.Parameter(torch.ones(2))  # (1)!

    def forward(self, x):
        return self.head(self.w[0] * self.backbone(x) + self.w[1] * x)


def flatten_model(m):  # (2)!
    children = list(m.children())
    return sum(map(flatten_model, children), []) if children else [m]


torch.manual_seed(0)
model = Fusion()
opt = torch.optim.Adam([p for layer in flatten_model(model) for p in layer.parameters()], lr=0.1)
x, y = torch.randn(8, 4), torch.randn(8, 1)
for step in range(3):
    opt.zero_grad()
    ((model(x) - y) ** 2).mean().backward()
    opt.step()

print(model.w.grad)  # (3)!
#> tensor([0.3693, 0.3724])
print(model.w.data, model.head.bias.data)  # (4)!
#> tensor([1., 1.]) tensor([-0.2801])

in_opt = {id(p) for group in opt.param_groups for p in group["params"]}
print([name for name, p in model.named_parameters() if id(p) not in in_opt])  # (5)!
#> ['w']
