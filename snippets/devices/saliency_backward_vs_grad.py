import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 3)).eval()
x = torch.rand(1, 4, requires_grad=True)

for _ in range(2):  # the same saliency map, computed twice with backward()
    model(x)[0, 1].backward()  # (1)!
print(x.grad)
#> tensor([[ 0.0514,  0.0844,  0.1339, -0.3225]])
print(model[0].weight.grad is not None)  # (2)!
#> True

x.grad = None  # (3)!
model.zero_grad()
model.requires_grad_(False)  # (4)!
(saliency,) = torch.autograd.grad(model(x)[0, 1], x)  # (5)!
print(saliency)
#> tensor([[ 0.0257,  0.0422,  0.0670, -0.1612]])
model(x)[0, 1].backward()
print(model[0].weight.grad)  # (6)!
#> None
