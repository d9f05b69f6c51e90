import torch


class ChunkGatedRule(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, scale, q, k):  # was forward(ctx, scale, q, mask, k)
        ctx.save_for_backward(q, k)
        ctx.scale = scale
        return (q * k).sum(-1) * scale

    @staticmethod
    def backward(ctx, grad_out):
        q, k = ctx.saved_tensors
        g = grad_out.unsqueeze(-1) * ctx.scale
        return None, g * k, None, g * q  # (2)!


torch.manual_seed(0)
q = torch.randn(2, 4, requires_grad=True)
k = torch.randn(2, 4, requires_grad=True)
try:
    ChunkGatedRule.apply(0.5, q, k).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: function ChunkGatedRuleBackward returned an incorrect number of gradients (expected 3, got 4)


class TrailingNone(ChunkGatedRule):
    @staticmethod
    def backward(ctx, grad_out):
        q, k = ctx.saved_tensors
        g = grad_out.unsqueeze(-1) * ctx.scale
        return None, g * k, g * q, None  # (3)!


TrailingNone.apply(0.5, q, k).sum().backward()
print(q.grad.shape, k.grad.shape)
#> torch.Size([2, 4]) torch.Size([2, 4])
