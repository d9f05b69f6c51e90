import torch
from torch import nn

torch.manual_seed(0)
D = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
x_hat = torch.randn(4, 2, requires_grad=True)
d = D(x_hat)
(grads,) = torch.autograd.grad(d, x_hat, grad_outputs=torch.ones_like(d))  # no create_graph
print(grads.requires_grad)
#> False

penalty = ((grads.norm(2, dim=1) - 1) ** 2).mean()
try:
    penalty.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
