import torch
from torch.autograd import gradcheck, gradgradcheck


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
        return 3 * x.detach() ** 2 * grad_out  # (1)!


class CubeFixed(Cube):
    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out  # (2)!


torch.manual_seed(0)  # gradgradcheck draws random grad_outputs
x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
print(gradcheck(Cube.apply, (x,)))  # first derivatives are right
#> True
try:
    gradgradcheck(Cube.apply, (x,))
except RuntimeError as e:
    print(f"{type(e).__name__}: {str(e).rstrip()}")  # drop trailing blank line
    '''
    GradcheckError: Jacobian mismatch for output 0 with respect to input 0,
    numerical:tensor([[ 2.8203,  0.0000,  0.0000],
            [ 0.0000, -2.4938,  0.0000],
            [ 0.0000,  0.0000, -0.9748]], dtype=torch.float64)
    analytical:tensor([[0., 0., 0.],
            [0., 0., 0.],
            [0., 0., 0.]], dtype=torch.float64)
    '''

print(gradgradcheck(CubeFixed.apply, (x,)))
#> True
