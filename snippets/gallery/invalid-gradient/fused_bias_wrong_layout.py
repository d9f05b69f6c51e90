import math

import torch
import torch.nn.functional as F


class FusedLeakyReLUFunction(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, input, bias):
        step_b = math.prod(input.shape[2:])  # the kernel takes dim 1 as the channels
        channel = (torch.arange(input.numel()) // step_b) % bias.numel()
        out = F.leaky_relu(input.flatten() + bias[channel], 0.2).view_as(input) * 2**0.5  # (2)!
        ctx.save_for_backward(out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (out,) = ctx.saved_tensors
        grad_input = grad_output * torch.where(out > 0, 1.0, 0.2) * 2**0.5
        dim = [0] + list(range(2, grad_input.ndim))  # (3)!
        return grad_input, grad_input.sum(dim)


torch.manual_seed(0)
bias = torch.randn(512, requires_grad=True)
FusedLeakyReLUFunction.apply(torch.randn(4, 512), bias).sum().backward()  # [B, C]: the layout it was written for
print(bias.grad.shape)
#> torch.Size([512])

latents = torch.randn(4, 6, 512)  # (4)!
reference = F.leaky_relu(latents + bias, 0.2) * 2**0.5
out = FusedLeakyReLUFunction.apply(latents, bias)
print(torch.allclose(out, reference))  # (5)!
#> False
try:
    out.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function FusedLeakyReLUFunctionBackward returned an invalid gradient at index 1 - got [6] but expected shape compatible with [512]
    '''
print(latents.shape[1])  # (6)!
#> 6

bias.grad = None
out = FusedLeakyReLUFunction.apply(latents.reshape(-1, 512), bias).view_as(latents)  # (7)!
out.sum().backward()
print(bias.grad.shape, torch.allclose(out, reference))
#> torch.Size([512]) True
