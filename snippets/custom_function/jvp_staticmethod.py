import torch
from torch.func import jacfwd, jacrev, jvp


class Cube(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])  # for backward
        ctx.save_for_forward(inputs[0])  # (1)!

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out


x = torch.tensor([0.5, -1.0, 2.0])
try:
    jacfwd(Cube.apply)(x)  # (2)!
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    '''
    NotImplementedError: You must implement the jvp function for custom autograd.Function to use it with forward mode AD.
    '''


class CubeJvp(Cube):
    @staticmethod
    def jvp(ctx, x_t):  # (3)!
        (x,) = ctx.saved_tensors
        return 3 * x**2 * x_t


t = torch.tensor([1.0, 0.0, 1.0])
_, y_t = jvp(CubeJvp.apply, (x,), (t,))
print(y_t)  # (4)!
#> tensor([ 0.7500,  0.0000, 12.0000])
print(torch.equal(jacfwd(CubeJvp.apply)(x), jacrev(CubeJvp.apply)(x)))
#> True
print(torch.diag(jacfwd(CubeJvp.apply)(x)))
#> tensor([ 0.7500,  3.0000, 12.0000])
