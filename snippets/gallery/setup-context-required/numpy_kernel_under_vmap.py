import numpy as np
import torch


class CumSum(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(x):
        return torch.from_numpy(np.cumsum(x.cpu().numpy(), axis=-1)).to(x.device)

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, g):
        return CumSum.apply(g.flip(-1)).flip(-1)  # (2)!


def loss(f):
    return lambda x: (f(x) ** 2).sum()


torch.manual_seed(0)
x = torch.randn(4, 5, dtype=torch.float64)  # a batch of 4 samples
reference = torch.func.vmap(torch.func.grad(loss(lambda x: x.cumsum(-1))))(x)
print(torch.allclose(torch.func.grad(loss(CumSum.apply))(x[0]), reference[0]))  # (3)!
#> True
try:
    torch.func.vmap(torch.func.grad(loss(CumSum.apply)))(x)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('. ')[0]}.")
    #> RuntimeError: You tried to vmap over CumSum, but it does not have vmap support.


class CumSumGenerated(CumSum):
    generate_vmap_rule = True  # (5)!


try:
    torch.func.vmap(CumSumGenerated.apply)(x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Cannot access data pointer of Tensor that doesn't have storage


class CumSumVmap(CumSum):
    @staticmethod
    def vmap(info, in_dims, x):  # (6)!
        return CumSumVmap.apply(x.movedim(in_dims[0], 0)), 0

    @staticmethod
    def backward(ctx, g):
        return CumSumVmap.apply(g.flip(-1)).flip(-1)


per_sample = torch.func.vmap(torch.func.grad(loss(CumSumVmap.apply)))(x)
print(torch.allclose(per_sample, reference))  # (7)!
#> True
