import torch
from torch import nn

torch.manual_seed(0)
critic = nn.Linear(2, 1)
real, fake = torch.randn(4, 2), torch.randn(4, 2)  # fake: generator output, detached
alpha = torch.rand(4, 1)
interp = alpha * real + (1 - alpha) * fake  # (1)!
print(interp.requires_grad)
#> False

try:
    torch.autograd.grad(critic(interp).sum(), interp)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad

interp.requires_grad_(True)  # (2)!
out = critic(interp)
(g,) = torch.autograd.grad(out, interp, grad_outputs=torch.ones_like(out), create_graph=True)
print(g.shape, torch.equal(g, critic.weight.expand(4, 2)))  # (3)!
#> torch.Size([4, 2]) True
