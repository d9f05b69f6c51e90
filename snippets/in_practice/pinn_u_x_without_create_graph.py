import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 3, 7).reshape(-1, 1).requires_grad_()
u = net(x)
u_x = torch.autograd.grad(u, x, torch.ones_like(u))[0]  # create_graph forgotten
print(u_x.requires_grad)
#> False

try:
    torch.autograd.grad(u_x, x, torch.ones_like(u_x))
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
