import torch


class RasterizeGaussians(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, means3D, means2D, sh, opacities):
        ctx.save_for_backward(means3D, sh)
        weights = torch.sigmoid(opacities) * sh[:, 0, :1]  # a stand-in for the CUDA kernel
        return weights.sum() * torch.ones(3, 4, 4)

    @staticmethod
    def backward(ctx, grad_image):
        means3D, sh = ctx.saved_tensors
        P = means3D.size(0)
        M = sh.size(1) if sh.size(0) != 0 else 0  # (2)!
        dL_dsh = torch.zeros(P, M, 3)
        return torch.zeros(P, 3), torch.zeros(P, 3), dL_dsh, torch.zeros(P, 1)


torch.manual_seed(0)
P = 100
means3D = torch.randn(P, 3, requires_grad=True)
means2D = torch.zeros(P, 3, requires_grad=True)
sh = torch.randn(P, 16, 3, requires_grad=True)
opacities = torch.full((P, 1), -6.0, requires_grad=True)  # every Gaussian nearly transparent

keep = (torch.sigmoid(opacities) >= 0.005).squeeze(1)  # (3)!
means3D, means2D, sh, opacities = (t.detach()[keep].requires_grad_() for t in (means3D, means2D, sh, opacities))
print(means3D.shape[0], tuple(sh.shape))
#> 0 (0, 16, 3)

image = RasterizeGaussians.apply(means3D, means2D, sh, opacities)  # the forward pass runs on 0 Gaussians
try:
    image.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function RasterizeGaussiansBackward returned an invalid gradient at index 2 - got [0, 0, 3] but expected shape compatible with [0, 16, 3]
    '''
