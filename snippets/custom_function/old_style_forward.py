import torch


class CubeOld(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):  # (1)!
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out


x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
CubeOld.apply(x).sum().backward()  # (2)!
print(x.grad)
#> tensor([ 0.7500,  3.0000, 12.0000])

try:
    torch.func.grad(lambda t: CubeOld.apply(t).sum())(x)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, jacrev, ...), it must override the setup_context staticmethod. For more details, please see https://pytorch.org/docs/main/notes/extending.func.html
    '''
