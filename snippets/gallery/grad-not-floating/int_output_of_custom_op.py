import torch


class FurthestPointSampling(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, xyz, npoint):
        idx = torch.zeros(npoint, dtype=torch.int32)
        dist = torch.full((xyz.shape[0],), float("inf"))
        for i in range(1, npoint):  # greedy farthest-point sampling
            dist = torch.minimum(dist, (xyz - xyz[idx[i - 1]]).pow(2).sum(1))
            idx[i] = dist.argmax()
        ctx.mark_non_differentiable(idx)  # (2)!
        return idx

    @staticmethod
    def backward(ctx, grad_idx):
        return None, None


torch.manual_seed(0)
xyz = torch.randn(64, 3, requires_grad=True)
idx = FurthestPointSampling.apply(xyz, 8)
print(idx.dtype, idx.requires_grad, idx.grad_fn)  # (3)!
#> torch.int32 False None

features = xyz * 2.0
features[idx.long()].sum().backward()  # gather the sampled points, as pointnet2's grouping does
print(int((xyz.grad != 0).any(1).sum()))  # (4)!
#> 8


class UnmarkedFPS(FurthestPointSampling):  # (5)!
    @staticmethod
    def forward(ctx, xyz, npoint):
        return torch.randperm(xyz.shape[0])[:npoint].to(torch.int32)


print(UnmarkedFPS.apply(xyz, 8).requires_grad)
#> False
