import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))  # mm, relu
compiled = torch.compile(critic, backend="aot_eager")
x = torch.randn(3, 2, requires_grad=True)

(g,) = torch.autograd.grad(compiled(x).sum(), x, create_graph=True)
print(g.requires_grad)  # (1)!
#> True
try:
    ((g.norm(dim=1) - 1) ** 2).mean().backward()  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward
