import torch
from torch import nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
seen = {}


def hook(module, grad_input, grad_output):  # (1)!
    seen["grad_input"], seen["grad_output"] = grad_input, grad_output


lin.register_full_backward_hook(hook)
x = torch.randn(4, 3, requires_grad=True)
y = lin(x)
v = torch.randn(4, 2)
y.backward(v)

print(len(seen["grad_input"]), len(seen["grad_output"]))  # (2)!
#> 1 1
print(seen["grad_output"][0].shape, seen["grad_input"][0].shape)  # (3)!
#> torch.Size([4, 2]) torch.Size([4, 3])
print(torch.equal(seen["grad_output"][0], v))  # (4)!
#> True
print(torch.allclose(seen["grad_input"][0], v @ lin.weight))  # (5)!
#> True
print(torch.equal(seen["grad_input"][0], x.grad))
#> True
