import torch


class RasterizeSurfels(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, means3D, scales):
        ctx.save_for_backward(means3D)
        flat = scales.contiguous().flatten()  # the kernel reads a raw pointer: no shape check
        P = means3D.size(0)
        return (flat[: 2 * P].reshape(P, 2).sum(1, keepdim=True) * means3D).sum()

    @staticmethod
    def backward(ctx, grad):
        (means3D,) = ctx.saved_tensors
        P = means3D.size(0)
        return torch.zeros(P, 3), torch.zeros(P, 2)  # (2)!


torch.manual_seed(0)
P = 1000
means3D = torch.randn(P, 3, requires_grad=True)
scales = torch.rand(P, 3, requires_grad=True)  # (3)!
try:
    RasterizeSurfels.apply(means3D, scales).backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function RasterizeSurfelsBackward returned an invalid gradient at index 1 - got [1000, 2] but expected shape compatible with [1000, 3]
    '''

scales = torch.rand(P, 2, requires_grad=True)  # (4)!
RasterizeSurfels.apply(means3D, scales).backward()
print(scales.grad.shape)
#> torch.Size([1000, 2])
