import numpy as np
import torch
import torch.autograd.forward_ad as fwAD
from torch.func import jvp

rng = np.random.default_rng(0)
A = rng.standard_normal((4, 3))  # the library's operator: linear, like a NUFFT


class LibraryOp(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(x):
        return torch.from_numpy(A @ x.detach().numpy())  # the kernel runs outside torch

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_out):
        return torch.from_numpy(A.T @ grad_out.numpy())


x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64)
t = torch.tensor([1.0, 0.0, 0.0], dtype=torch.float64)
try:
    jvp(LibraryOp.apply, (x,), (t,))  # (2)!
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    '''
    NotImplementedError: You must implement the jvp function for custom autograd.Function to use it with forward mode AD.
    '''
with fwAD.dual_level():
    try:
        LibraryOp.apply(fwAD.make_dual(x, t))  # (3)!
    except NotImplementedError as e:
        print(f"NotImplementedError: {e}")
        '''
        NotImplementedError: You must implement the jvp function for custom autograd.Function to use it with forward mode AD.
        '''
