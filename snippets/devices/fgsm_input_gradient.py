import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Dropout(0.5), nn.Linear(16, 3))
x = torch.rand(2, 4)  # a batch of inputs in [0, 1]
label = torch.tensor([0, 2])


def input_grad():
    x_in = x.clone().requires_grad_(True)
    return torch.autograd.grad(F.cross_entropy(model(x_in), label), x_in)[0]


print(torch.equal(input_grad(), input_grad()))  # (1)!
#> False
model.eval()
print(torch.equal(input_grad(), input_grad()))
#> True

x_in = x.clone().requires_grad_(True)  # (2)!
loss = F.cross_entropy(model(x_in), label)
(grad_x,) = torch.autograd.grad(loss, x_in)  # (3)!
print(grad_x.shape)
#> torch.Size([2, 4])
print([p.grad for p in model.parameters()][:2])  # (4)!
#> [None, None]

epsilon = 0.1
x_adv = (x + epsilon * grad_x.sign()).clamp(0, 1)  # (5)!
print(x_adv.requires_grad, x_adv.is_leaf)  # (6)!
#> False True
with torch.no_grad():
    print(f"{F.cross_entropy(model(x), label).item():.4f}")
    #> 1.0664
    print(f"{F.cross_entropy(model(x_adv), label).item():.4f}")
    #> 1.0933
