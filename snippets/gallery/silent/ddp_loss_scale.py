import torch

# DDP in one process: each of W ranks runs backward on its own loss, then DDP's all-reduce replaces every rank's
# gradient by the mean of the W gradients. `want` is the gradient of the loss over the whole global batch.
torch.manual_seed(0)
F64 = torch.float64  # float64, and ratios rounded to 4 decimals: the same print on any CPU
W = 4  # world_size
model = torch.nn.Linear(3, 2, bias=False, dtype=F64)
X, Y = torch.randn(16, 3, dtype=F64), torch.randn(16, 2, dtype=F64)
xs, ys = X.chunk(W), Y.chunk(W)  # rank r's local batch: xs[r], ys[r]


def ddp_grad(rank_loss):  # (1)!
    grads = [torch.autograd.grad(rank_loss(r), model.weight)[0] for r in range(W)]
    return torch.stack(grads).mean(0)


def ratio(rank_loss, global_loss):
    (want,) = torch.autograd.grad(global_loss(), model.weight)
    return (ddp_grad(rank_loss) / want).flatten().round(decimals=4).float()


# A loss that is a mean over samples: each rank takes the mean of its own.
mse = lambda r: ((model(xs[r]) - ys[r]) ** 2).mean()
global_mse = lambda: ((model(X) - Y) ** 2).mean()
print(ratio(mse, global_mse))  # (2)!
#> tensor([1., 1., 1., 1., 1., 1.])
print(ratio(lambda r: mse(r) * W, global_mse))  # (3)!
#> tensor([4., 4., 4., 4., 4., 4.])


# A loss over the gathered batch (Barlow Twins, contrastive losses): it couples every sample of every rank.
def barlow(z):
    c = z.T @ z / len(z)
    return ((c - torch.eye(2, dtype=F64)) ** 2).sum()


def gathered(r):  # (4)!
    z = [model(x).detach() for x in xs]
    z[r] = model(xs[r])
    return barlow(torch.cat(z))


print(ratio(gathered, lambda: barlow(model(X))))  # (5)!
#> tensor([0.2500, 0.2500, 0.2500, 0.2500, 0.2500, 0.2500])
print(ratio(lambda r: gathered(r) * W, lambda: barlow(model(X))))  # (6)!
#> tensor([1., 1., 1., 1., 1., 1.])

# A loss normalised by a count over all ranks (tokens that are not padding), with ranks holding unequal counts.
mask = torch.arange(4).repeat(W) < torch.arange(1, W + 1).repeat_interleave(4)  # rank r: r + 1 valid tokens of 4
ms = mask.chunk(W)
per_token = lambda r: ((model(xs[r]) - ys[r]) ** 2).sum(1)[ms[r]]
global_mean = lambda: ((model(X) - Y) ** 2).sum(1)[mask].mean()
print(ratio(lambda r: per_token(r).mean(), global_mean))  # (7)!
#> tensor([ 1.7799,  1.6020, -2.2404,  1.3114,  1.3278,  2.2086])
print(ratio(lambda r: per_token(r).sum() / mask.sum() * W, global_mean))  # (8)!
#> tensor([1., 1., 1., 1., 1., 1.])
