import torch


class SinCos(torch.autograd.Function):
    @staticmethod
    def forward(x):  # (1)!
        return torch.sin(x), torch.cos(x)

    @staticmethod
    def setup_context(ctx, inputs, output):  # (2)!
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, g_sin, g_cos):  # (3)!
        (x,) = ctx.saved_tensors
        print("grad_outputs:", tuple(g_sin.shape), tuple(g_cos.shape))
        #> grad_outputs: (2, 3) (2, 3)
        return g_sin * torch.cos(x) - g_cos * torch.sin(x)  # (4)!


torch.manual_seed(0)
x = torch.randn(2, 3, requires_grad=True)
v1, v2 = torch.randn(2, 3), torch.randn(2, 3)

s, c = SinCos.apply(x)
(mine,) = torch.autograd.grad((s, c), x, grad_outputs=(v1, v2))
print(tuple(mine.shape))
#> (2, 3)

(builtin,) = torch.autograd.grad((x.sin(), x.cos()), x, grad_outputs=(v1, v2))
print(torch.allclose(mine, builtin))  # (5)!
#> True
