import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):  # two inputs: a tensor and a float
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.k  # (1)!


x = torch.ones(3, requires_grad=True)
try:
    Scale.apply(x, 2.0).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: function ScaleBackward returned an incorrect number of gradients (expected 2, got 1)
