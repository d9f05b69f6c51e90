import torch


class ChunkGatedRule(torch.autograd.Function):
    @staticmethod
    def forward(ctx, scale, q, k):
        ctx.save_for_backward(q, k)
        ctx.scale = scale
        return (q * k).sum(-1) * scale

    @staticmethod
    def backward(ctx, grad_out):
        q, k = ctx.saved_tensors
        g = grad_out.unsqueeze(-1) * ctx.scale
        return None, g * k, g * q  # (1)!


torch.manual_seed(0)
q = torch.randn(2, 4, dtype=torch.double, requires_grad=True)
k = torch.randn(2, 4, dtype=torch.double, requires_grad=True)
print(torch.autograd.gradcheck(lambda q, k: ChunkGatedRule.apply(0.5, q, k), (q, k)))  # (2)!
#> True


class WrongNoneDropped(ChunkGatedRule):
    @staticmethod
    def backward(ctx, grad_out):
        q, k = ctx.saved_tensors
        g = grad_out.unsqueeze(-1) * ctx.scale
        return g * k, None, g * q  # (3)!


try:
    WrongNoneDropped.apply(0.5, q, k).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: function WrongNoneDroppedBackward returned a gradient different than None at position 1, but the corresponding forward input was not a Variable
    '''
