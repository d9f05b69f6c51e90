import warnings

import torch
import torch.nn.functional as F
from torch.autograd import gradcheck
from torch.nn.grad import conv2d_input, conv2d_weight


class Conv2dFunction(torch.autograd.Function):  # (1)!
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


torch.manual_seed(0)
x = torch.rand(1, 2, 5, 5, requires_grad=True)  # (2)!
weight = torch.rand(3, 2, 3, 3, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        gradcheck(Conv2dFunction.apply, (x, weight), eps=1e-3, atol=1e-4)
    except RuntimeError as e:
        print(f"{type(e).__name__}: {str(e).splitlines()[0]}")  # (3)!
        #> GradcheckError: Jacobian mismatch for output 0 with respect to input 0,
print(str(caught[0].message).split(". ")[0])
#> Input #0 requires gradient and is not a double precision floating point or complex

x64 = x.detach().double().requires_grad_()  # (4)!
weight64 = weight.detach().double().requires_grad_()
print(gradcheck(Conv2dFunction.apply, (x64, weight64)))
#> True
