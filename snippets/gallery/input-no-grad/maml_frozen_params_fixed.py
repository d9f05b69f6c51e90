import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
model[0].requires_grad_(False)
x, y = torch.randn(8, 3), torch.randn(8, 1)

loss = nn.functional.mse_loss(model(x), y)
named = dict(model.named_parameters())
trainable = {n: p for n, p in named.items() if p.requires_grad}  # (1)!
grads = torch.autograd.grad(loss, list(trainable.values()), create_graph=True)
fast = {n: p - 0.1 * g for (n, p), g in zip(trainable.items(), grads)}
fast = {**named, **fast}  # (2)!
print(list(trainable), fast["0.weight"] is named["0.weight"])
#> ['2.weight', '2.bias'] True
adapted = torch.func.functional_call(model, fast, x)
print(adapted.shape, adapted.grad_fn is not None)
#> torch.Size([8, 1]) True
