import warnings

import torch
from torch.autograd import gradcheck


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return x**2 * grad_out  # (1)!


class CubeFixed(Cube):
    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out


x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)  # (2)!
try:
    gradcheck(Cube.apply, (x,))
except RuntimeError as e:  # (3)!
    print(f"{type(e).__name__}: {str(e).rstrip()}")  # drop trailing blank line
    '''
    GradcheckError: Jacobian mismatch for output 0 with respect to input 0,
    numerical:tensor([[ 0.7500,  0.0000,  0.0000],
            [ 0.0000,  3.0000,  0.0000],
            [ 0.0000,  0.0000, 12.0000]], dtype=torch.float64)
    analytical:tensor([[0.2500, 0.0000, 0.0000],
            [0.0000, 1.0000, 0.0000],
            [0.0000, 0.0000, 4.0000]], dtype=torch.float64)
    '''

print(gradcheck(CubeFixed.apply, (x,)))  # (4)!
#> True

x32 = x.detach().float().requires_grad_()  # (5)!
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(gradcheck(lambda t: t**3, (x32,), raise_exception=False))
    #> False
print(str(caught[0].message).rstrip())
'''
Input #0 requires gradient and is not a double precision floating point or complex. This check will likely fail if all the inputs are not of double precision floating point or complex.
'''
