import torch


@torch.library.custom_op("demo::my_sin", mutates_args=())  # (1)!
def my_sin(x: torch.Tensor) -> torch.Tensor:
    return x.sin()


@my_sin.register_fake
def _(x):
    return torch.empty_like(x)


def setup_context(ctx, inputs, output):
    ctx.save_for_backward(inputs[0])


def backward(ctx, grad):
    (x,) = ctx.saved_tensors
    return grad * x.cos()


torch.library.register_autograd("demo::my_sin", backward, setup_context=setup_context)  # (2)!
x = torch.randn(3)
try:
    torch.func.grad(lambda t: my_sin(t).sum())(x)
except RuntimeError as e:
    print(str(e).split(". ")[0])  # (3)!
    '''
    In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, jacrev, ...), it must override the setup_context staticmethod
    '''
_, tangent = torch.func.jvp(my_sin, (x,), (torch.ones(3),))
print(tangent)  # (4)!
#> tensor([0., 0., 0.])


class MySin(torch.autograd.Function):  # (5)!
    @staticmethod
    def forward(x):
        return my_sin(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return grad * x.cos()


g = torch.func.grad(lambda t: MySin.apply(t).sum())(x)
print(torch.allclose(g, x.cos()))
#> True
