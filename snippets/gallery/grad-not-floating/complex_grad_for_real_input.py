import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # real
z = torch.sum(x, dtype=torch.complex64)  # (1)!
try:
    z.abs().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Expected isFloatingType(grad.scalar_type()) || (input_is_complex == grad_is_complex) to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)
    '''


class Float64Grad(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, grad):
        return grad.double()  # (2)!


x.grad = None
Float64Grad.apply(x).sum().backward()
print(x.grad.dtype)
#> torch.float32
