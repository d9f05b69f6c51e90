import torch
from torch import nn

torch._dynamo.reset()  # a fresh compile cache, as in a new process (the messages depend on what was compiled before)

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
model = torch.compile(net, backend="aot_eager")  # (1)!
x = torch.linspace(0, 1, 8).unsqueeze(1).requires_grad_()  # collocation points

u = model(x)
(u_x,) = torch.autograd.grad(u.sum(), x, create_graph=True)  # (2)!
print(u_x.requires_grad, type(u_x.grad_fn).__name__)
#> True CompiledFunctionBackwardBackward
try:
    (u_xx,) = torch.autograd.grad(u_x.sum(), x, create_graph=True)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''
print(torch.autograd.grad(u_x.sum(), x, create_graph=True, allow_unused=True))  # (4)!
#> (None,)
try:
    (u_x - torch.cos(x)).pow(2).mean().backward()  # (5)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward
