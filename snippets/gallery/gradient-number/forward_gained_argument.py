import torch


class _AllToAll(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, group, input_, scatter_dim, gather_dim, world_size, pad):  # (2)!
        ctx.dims = (scatter_dim, gather_dim)
        return input_.clone()  # one process: the all-to-all is the identity

    @staticmethod
    def backward(ctx, grad_output):
        return None, grad_output.clone(), None, None, None  # (3)!


x = torch.randn(2, 8, 4, requires_grad=True)
try:
    _AllToAll.apply(None, x, 1, 2, 1, 0).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: function _AllToAllBackward returned an incorrect number of gradients (expected 6, got 5)


class _AllToAllFixed(_AllToAll):
    @staticmethod
    def backward(ctx, grad_output):
        return None, grad_output.clone(), None, None, None, None  # (4)!


_AllToAllFixed.apply(None, x, 1, 2, 1, 0).sum().backward()
print(x.grad.shape)
#> torch.Size([2, 8, 4])
