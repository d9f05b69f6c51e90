import torch
from torch import nn

torch.manual_seed(0)
encoder, decoder = nn.Linear(4, 3), nn.Linear(3, 4)  # a compression model with a rounded latent
x = torch.randn(8, 4)

z = encoder(x).round()  # (1)!
loss = ((decoder(z) - x) ** 2).mean()
loss.backward()
print(z.requires_grad, type(z.grad_fn).__name__)  # (2)!
#> True RoundBackward0
print(encoder.weight.grad is None, encoder.weight.grad.abs().max().item(), decoder.weight.grad.abs().max().item() > 0)  # (3)!
#> False 0.0 True
x.requires_grad_()
steps = {f.__name__: f(x) for f in (torch.floor, torch.sign, torch.ceil)}
print({name: (type(y.grad_fn).__name__, torch.autograd.grad(y.sum(), x)[0].abs().max().item())  # (4)!
       for name, y in steps.items()})
#> {'floor': ('FloorBackward0', 0.0), 'sign': ('SignBackward0', 0.0), 'ceil': ('CeilBackward0', 0.0)}
