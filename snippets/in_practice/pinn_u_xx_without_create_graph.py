import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
x = torch.linspace(0, 3, 7).reshape(-1, 1).requires_grad_()
u = net(x)
u_x = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)[0]
u_xx = torch.autograd.grad(u_x, x, torch.ones_like(u_x))[0]  # create_graph forgotten
print(u_xx.requires_grad)
#> False

try:
    ((u_xx + u) ** 2).mean().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''
