import torch


class ExtraDim(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_out):
        return (grad_out * 2).reshape(1, -1)  # (1)!


class Repeated(ExtraDim):
    @staticmethod
    def backward(ctx, grad_out):
        return (grad_out * 2).repeat(3, 1)  # (2)!


x = torch.ones(4, requires_grad=True)
ExtraDim.apply(x).sum().backward()
print(x.grad, x.grad.shape)
#> tensor([2., 2., 2., 2.]) torch.Size([4])

x.grad = None
Repeated.apply(x).sum().backward()
print(x.grad)
#> tensor([6., 6., 6., 6.])
