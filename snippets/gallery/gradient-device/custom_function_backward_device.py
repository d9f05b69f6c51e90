import numpy as np
import torch

WRONG_DEVICE = "meta"  # (1)!


class SoftRankLike(torch.autograd.Function):  # (2)!
    @staticmethod
    def forward(x):
        y = np.cumsum(x.detach().cpu().numpy(), axis=-1)  # the library's NumPy kernel
        return torch.from_numpy(y).to(x.device)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.device = inputs[0].device

    @staticmethod
    def backward(ctx, g):
        vjp = np.cumsum(g.cpu().numpy()[..., ::-1], axis=-1)[..., ::-1].copy()
        return torch.from_numpy(vjp).to(WRONG_DEVICE)  # (3)!


class SoftRankFixed(SoftRankLike):
    @staticmethod
    def backward(ctx, g):
        vjp = np.cumsum(g.cpu().numpy()[..., ::-1], axis=-1)[..., ::-1].copy()
        return torch.from_numpy(vjp).to(ctx.device)  # (4)!


x = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
try:
    SoftRankLike.apply(x).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")  # (5)!
    '''
    RuntimeError: Function SoftRankLikeBackward returned an invalid gradient at index 0 - expected device cpu but got meta
    '''

SoftRankFixed.apply(x).sum().backward()
print(x.grad)
#> tensor([3., 2., 1.])
