import warnings

import torch
from torch import nn


class Block(nn.Module):  # a residual block, the usual target of a saliency tool
    def __init__(self, c):
        super().__init__()
        self.conv1, self.conv2 = nn.Conv2d(c, c, 3, padding=1), nn.Conv2d(c, c, 3, padding=1)

    def forward(self, x):
        return torch.relu(self.conv2(torch.relu(self.conv1(x))) + x)


torch.manual_seed(0)
block = Block(2)
x = torch.randn(1, 2, 4, 4, requires_grad=True)
y = block(x)
dx, dy = torch.autograd.grad((y * y).sum(), (x, y))  # the true gradients  # (1)!

captured = {}
def save_grads(module, grad_input, grad_output):
    captured["input"], captured["output"] = grad_input[0], grad_output[0]

warnings.simplefilter("ignore")  # (2)!
handle = block.register_backward_hook(save_grads)
y = block(x)
(y * y).sum().backward()
print(torch.equal(captured["output"], dy), torch.equal(captured["input"], dx))  # (3)!
#> True False

handle.remove()
try:
    block.register_full_backward_hook(save_grads)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Cannot use both regular backward hooks and full backward hooks on a single Module. Please use only one of them.
    '''

fresh = Block(2)  # a module that never had a non-full hook  # (5)!
fresh.load_state_dict(block.state_dict())
fresh.register_full_backward_hook(save_grads)
y = fresh(x)
(y * y).sum().backward()
print(torch.equal(captured["output"], dy), torch.allclose(captured["input"], dx))
#> True True
