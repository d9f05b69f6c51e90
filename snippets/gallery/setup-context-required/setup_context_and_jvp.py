import torch


def attention(q, k, v, scale):  # the formula, for reference
    return torch.softmax(q @ k.transpose(-2, -1) * scale, dim=-1) @ v


class Attn(torch.autograd.Function):
    @staticmethod
    def forward(q, k, v, softmax_scale):  # (1)!
        p = torch.softmax(q @ k.transpose(-2, -1) * softmax_scale, dim=-1)
        return p @ v, p

    @staticmethod
    def setup_context(ctx, inputs, output):  # (2)!
        q, k, v, softmax_scale = inputs
        _, p = output
        ctx.mark_non_differentiable(p)
        ctx.save_for_backward(q, k, v, p)
        ctx.save_for_forward(q, k, v, p)  # what jvp reads
        ctx.softmax_scale = softmax_scale

    @staticmethod
    def backward(ctx, do, _):
        q, k, v, p = ctx.saved_tensors
        dv = p.transpose(-2, -1) @ do
        dp = do @ v.transpose(-2, -1)
        ds = p * (dp - (dp * p).sum(-1, keepdim=True)) * ctx.softmax_scale
        return ds @ k, ds.transpose(-2, -1) @ q, dv, None


class AttnWithJvp(Attn):
    @staticmethod
    def jvp(ctx, dq, dk, dv, _):  # (3)!
        q, k, v, p = ctx.saved_tensors
        ds = (dq @ k.transpose(-2, -1) + q @ dk.transpose(-2, -1)) * ctx.softmax_scale
        dp = p * (ds - (p * ds).sum(-1, keepdim=True))
        return dp @ v + p @ dv, None


torch.manual_seed(0)
q, k, v = torch.randn(3, 2, 3, 4).unbind(0)
dq = torch.randn(2, 3, 4)

grad = torch.func.grad(lambda q: Attn.apply(q, k, v, 0.5)[0].sum())(q)  # (4)!
print(torch.allclose(grad, torch.func.grad(lambda q: attention(q, k, v, 0.5).sum())(q)))
#> True
try:
    torch.func.jvp(lambda q: Attn.apply(q, k, v, 0.5)[0], (q,), (dq,))  # (5)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: You must implement the jvp function for custom autograd.Function to use it with forward mode AD.

_, tangent = torch.func.jvp(lambda q: AttnWithJvp.apply(q, k, v, 0.5)[0], (q,), (dq,))
_, expected = torch.func.jvp(lambda q: attention(q, k, v, 0.5), (q,), (dq,))
print(torch.allclose(tangent, expected, atol=1e-6))  # (6)!
#> True
