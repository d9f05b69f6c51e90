import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.k, None  # (1)!


x = torch.ones(3, requires_grad=True)
Scale.apply(x, 2.0).sum().backward()
print(x.grad)
#> tensor([2., 2., 2.])
