import torch
from torch.autograd.function import once_differentiable


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    @once_differentiable  # (1)!
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x**2


x = torch.tensor([1.0, 2.0], requires_grad=True)

(g,) = torch.autograd.grad(Cube.apply(x).sum(), x, create_graph=True)
print(g, g.requires_grad)  # (2)!
#> tensor([ 3., 12.]) False

(g,) = torch.autograd.grad(torch.sin(Cube.apply(x)).sum(), x, create_graph=True)
print(type(g.grad_fn).__name__)  # (3)!
#> Error
try:
    torch.autograd.grad(g.sum(), x)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''
try:
    g.sum().backward()  # (5)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: trying to differentiate twice a function that was marked with @once_differentiable
