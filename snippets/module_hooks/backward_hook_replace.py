import torch
from torch import nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
x = torch.randn(4, 3, requires_grad=True)

handle = lin.register_full_backward_hook(
    lambda module, grad_input, grad_output: (grad_input[0] * 0,)  # (1)!
)
(lin(x) ** 2).sum().backward()
print(x.grad.abs().sum().item(), lin.weight.grad.abs().sum().item() > 0)  # (2)!
#> 0.0 True
handle.remove()  # (3)!

x.grad = None
lin.zero_grad()
lin.register_full_backward_pre_hook(
    lambda module, grad_output: (grad_output[0].clamp(-1, 1),)  # (4)!
)
(lin(x) ** 2).sum().backward()
y = lin(x).detach()
expected = (2 * y).clamp(-1, 1) @ lin.weight  # (5)!
print(torch.allclose(x.grad, expected))
#> True
