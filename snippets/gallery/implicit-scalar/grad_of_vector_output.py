import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
t = torch.linspace(0, 1, 5).reshape(5, 1).requires_grad_()
u = net(t)  # (1)!
try:
    torch.autograd.grad(u, t)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

(du_dt,) = torch.autograd.grad(u, t, grad_outputs=torch.ones_like(u), create_graph=True)  # (2)!
jac = torch.autograd.functional.jacobian(net, t).reshape(5, 5)
print(torch.allclose(du_dt.flatten(), jac.diagonal()))
#> True

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x = torch.tensor([1.0, 1.0], requires_grad=True)
y = A @ x  # (3)!
(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y))
print(g)
#> tensor([4., 6.])
print(torch.autograd.functional.jacobian(lambda x: A @ x, x))
'''
tensor([[1., 2.],
        [3., 4.]])
'''
