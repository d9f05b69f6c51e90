import warnings

import torch
import torch.nn.functional as F
from torch.autograd import gradcheck
from torch.nn.grad import conv2d_input, conv2d_weight


class Conv2dFunction(torch.autograd.Function):
    @staticmethod
    def forward(x, weight):
        return F.conv2d(x, weight, padding=1)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, grad_out):
        x, weight = ctx.saved_tensors
        return (conv2d_input(x.shape, weight, grad_out, padding=1),
                conv2d_weight(x, weight.shape, grad_out, padding=1))


class Conv2dBuggy(Conv2dFunction):
    @staticmethod
    def backward(ctx, grad_out):
        x, weight = ctx.saved_tensors
        return (conv2d_input(x.shape, weight, grad_out, padding=1),
                conv2d_weight(x, weight.shape, grad_out, padding=1) * 0.99)  # (1)!


torch.manual_seed(0)
x = torch.rand(1, 2, 5, 5, requires_grad=True)
weight = torch.rand(3, 2, 3, 3, requires_grad=True)
warnings.simplefilter("ignore")
loose = dict(eps=1e-3, atol=1e-2, rtol=1e-2)  # (2)!
print(gradcheck(Conv2dFunction.apply, (x, weight), **loose))
#> True
print(gradcheck(Conv2dBuggy.apply, (x, weight), **loose))  # (3)!
#> True

x64 = x.detach().double().requires_grad_()
weight64 = weight.detach().double().requires_grad_()
print(gradcheck(Conv2dBuggy.apply, (x64, weight64), raise_exception=False))  # (4)!
#> False
