import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, registered):
        super().__init__()
        layers = [nn.Linear(4, 4) for _ in range(2)]
        self.layers = nn.ModuleList(layers) if registered else layers  # (1)!
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return self.head(x)


def unregistered_modules(model, *inputs):  # (2)!
    ran = []
    handle = nn.modules.module.register_module_forward_hook(lambda m, i, o: ran.append(m))
    try:
        model(*inputs)
    finally:
        handle.remove()
    registered = set(model.modules())
    return [type(m).__name__ for m in ran if m not in registered]


torch.manual_seed(0)
x = torch.randn(8, 4)
model = Net(registered=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
before = model.layers[0].weight.clone()
model(x).pow(2).mean().backward()
opt.step()
print(len(list(model.parameters())), len(model.state_dict()))  # (3)!
#> 2 2
print(model.layers[0].weight.grad is not None, torch.equal(model.layers[0].weight, before))  # (4)!
#> True True
print(unregistered_modules(model, x))
#> ['Linear', 'Linear']

model = Net(registered=True)  # (5)!
print(len(list(model.parameters())), unregistered_modules(model, x))
#> 6 []
