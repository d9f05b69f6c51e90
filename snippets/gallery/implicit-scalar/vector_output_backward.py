import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3))
x = torch.randn(2, 4, requires_grad=True)
scores = model(x)  # (1)!
print(scores.shape)
#> torch.Size([2, 3])
try:
    scores.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

scores[:, 1].sum().backward()  # (2)!
wanted = x.grad.clone()

x.grad = None
scores = model(x)
v = torch.zeros_like(scores)
v[:, 1] = 1.0
scores.backward(v)  # (3)!
print(torch.allclose(x.grad, wanted))
#> True

x.grad = None
scores = model(x)
scores.backward(torch.ones_like(scores))  # (4)!
print(torch.allclose(x.grad, wanted))
#> False
