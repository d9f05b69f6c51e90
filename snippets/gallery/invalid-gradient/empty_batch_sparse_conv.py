import torch


class SubmanifoldConvLike(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, features, weight):
        n_in = weight.size(0)
        assert features.numel() == 0 or features.size(1) == n_in  # (2)!
        ctx.save_for_backward(features, weight)
        return features @ weight if features.numel() else features.new_zeros(0, weight.size(1))

    @staticmethod
    def backward(ctx, grad_out):
        features, weight = ctx.saved_tensors
        n_active = features.size(0)
        grad_features = torch.zeros(n_active, weight.size(0))  # (3)!
        if n_active:
            grad_features = grad_out @ weight.T
        return grad_features, features.T @ grad_out


torch.manual_seed(0)
weight = torch.randn(128, 32, requires_grad=True)  # a layer with 128 input channels
batches = [torch.randn(50, 128), torch.randn(0, 64), torch.randn(40, 128)]  # (4)!


def train(batches, skip_empty):
    log = []
    for step, features in enumerate(batches):
        if skip_empty and features.size(0) == 0:  # (5)!
            log.append(f"step {step}: no active voxels, batch skipped")
            continue
        features.requires_grad_()
        SubmanifoldConvLike.apply(features, weight).sum().backward()
        log.append(f"step {step}: {features.size(0)} voxels, backward done")
    return log


try:
    train(batches, skip_empty=False)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function SubmanifoldConvLikeBackward returned an invalid gradient at index 0 - got [0, 128] but expected shape compatible with [0, 64]
    '''

print(*train(batches, skip_empty=True), sep="\n")
'''
step 0: 50 voxels, backward done
step 1: no active voxels, batch skipped
step 2: 40 voxels, backward done
'''
