import torch
from torch.autograd import gradcheck, gradgradcheck
from torch.autograd.gradcheck import GradcheckError

torch.manual_seed(0)
a = torch.randn(3, 2, dtype=torch.double, requires_grad=True)  # (1)!
b = torch.randn(4, 2, dtype=torch.double)


def distances(a):
    return torch.cdist(a, b)


def distances_by_hand(a):
    return (a[:, None, :] - b[None, :, :]).pow(2).sum(-1).sqrt()


print(gradcheck(distances, (a,)), gradgradcheck(distances_by_hand, (a,)))  # (2)!
#> True True
try:
    gradgradcheck(distances, (a,))  # (3)!
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    #> NotImplementedError: the derivative for '_cdist_backward' is not implemented.


class CubeOnce(torch.autograd.Function):  # backward marked @once_differentiable
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x**2


x = torch.tensor([1.0, 2.0], dtype=torch.double, requires_grad=True)
try:
    gradgradcheck(CubeOnce.apply, (x,))  # (4)!
except GradcheckError as e:
    print("\n".join(line.rstrip() for line in str(e).splitlines()).rstrip())  # torch ends it with blank space
    '''
    Jacobian mismatch for output 0 with respect to input 0,
    numerical:tensor([[ 3.5527,  0.0000],
            [ 0.0000, -3.1687]], dtype=torch.float64)
    analytical:tensor([[0., 0.],
            [0., 0.]], dtype=torch.float64)
    '''
