import torch


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
        return 3 * x**2 * grad_out


x = torch.tensor([0.5, -1.0, 2.0])
try:
    torch.vmap(Cube.apply)(x)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: You tried to vmap over Cube, but it does not have vmap support. Please override and implement the vmap staticmethod or set generate_vmap_rule=True. For more details, please see https://pytorch.org/docs/main/notes/extending.func.html
    '''


class CubeVmap(Cube):
    generate_vmap_rule = True  # (2)!


print(torch.vmap(CubeVmap.apply)(x))
#> tensor([ 0.1250, -1.0000,  8.0000])
print(torch.func.jacrev(CubeVmap.apply)(x))  # (3)!
'''
tensor([[ 0.7500,  0.0000,  0.0000],
        [ 0.0000,  3.0000,  0.0000],
        [ 0.0000,  0.0000, 12.0000]])
'''


class CubeOwnVmap(Cube):
    @staticmethod
    def vmap(info, in_dims, x):  # (4)!
        (x_bdim,) = in_dims
        return CubeOwnVmap.apply(x), x_bdim


X = torch.tensor([[0.5, -1.0, 2.0], [1.0, 2.0, 3.0]])
print(torch.equal(torch.vmap(CubeOwnVmap.apply)(X), X**3))
#> True
