import torch
from torch import nn


class FlashAttnFunc(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, q, k, v, softmax_scale):
        p = torch.softmax(q @ k.transpose(-2, -1) * softmax_scale, dim=-1)
        ctx.save_for_backward(q, k, v, p)
        ctx.softmax_scale = softmax_scale
        return p @ v

    @staticmethod
    def backward(ctx, do):
        q, k, v, p = ctx.saved_tensors
        dv = p.transpose(-2, -1) @ do
        dp = do @ v.transpose(-2, -1)
        ds = p * (dp - (dp * p).sum(-1, keepdim=True)) * ctx.softmax_scale
        return ds @ k, ds.transpose(-2, -1) @ q, dv, None


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        return FlashAttnFunc.apply(q, k, v, q.shape[-1] ** -0.5)  # (2)!


torch.manual_seed(0)
model = Block(4)
x, dx = torch.randn(2, 3, 4), torch.randn(2, 3, 4)
model(x).sum().backward()  # (3)!
print(model.qkv.weight.grad.shape)
#> torch.Size([12, 4])
try:
    torch.func.jvp(model, (x,), (dx,))  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, jacrev, ...), it must override the setup_context staticmethod. For more details, please see https://pytorch.org/docs/main/notes/extending.func.html
    '''
