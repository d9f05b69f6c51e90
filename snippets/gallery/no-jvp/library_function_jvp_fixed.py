import numpy as np
import torch
import torch.autograd.forward_ad as fwAD
from torch.autograd.functional import jacobian
from torch.func import jvp

rng = np.random.default_rng(0)
A = rng.standard_normal((4, 3))


class LibraryOp(torch.autograd.Function):  # the same function as above: no jvp
    @staticmethod
    def forward(x):
        return torch.from_numpy(A @ x.detach().numpy())

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_out):
        return torch.from_numpy(A.T @ grad_out.numpy())


class LibraryOpWithJvp(LibraryOp):  # (1)!
    @staticmethod
    def jvp(ctx, x_t):
        return torch.from_numpy(A @ x_t.numpy())


def forward_mode_bridge(x_dual):  # (2)!
    x, x_t = fwAD.unpack_dual(x_dual)
    return fwAD.make_dual(LibraryOp.apply(x), LibraryOp.apply(x_t))


x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64)
t = torch.tensor([1.0, 0.0, 0.0], dtype=torch.float64)
expected = jacobian(LibraryOp.apply, x) @ t  # (3)!

with fwAD.dual_level():
    y = LibraryOpWithJvp.apply(fwAD.make_dual(x, t))
    print(torch.allclose(fwAD.unpack_dual(y).tangent, expected))
    #> True
    y = forward_mode_bridge(fwAD.make_dual(x, t))
    print(torch.allclose(fwAD.unpack_dual(y).tangent, expected))
    #> True
try:
    jvp(LibraryOpWithJvp.apply, (x,), (t,))  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Cannot access data pointer of Tensor that doesn't have storage
