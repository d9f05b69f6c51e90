import torch


def train(opt_class, reduction, steps, lr=0.01, max_norm=None, **options):
    torch.manual_seed(0)
    w = torch.randn(3, requires_grad=True)
    X, t = torch.randn(8, 3), torch.randn(8)
    start = w.detach().clone()
    opt = opt_class([w], lr=lr, **options)
    for _ in range(steps):
        opt.zero_grad()
        losses = (X @ w - t) ** 2  # one loss per sample, N = 8
        (losses.sum() if reduction == "sum" else losses.mean()).backward()
        if max_norm is not None:
            torch.nn.utils.clip_grad_norm_([w], max_norm)
        opt.step()
    return w.detach() - start  # how far the optimizer moved w


sgd_sum, sgd_mean = train(torch.optim.SGD, "sum", 1), train(torch.optim.SGD, "mean", 1)
print(sgd_sum / sgd_mean)  # (1)!
#> tensor([8.0000, 8.0000, 8.0000])

adam_sum, adam_mean = train(torch.optim.Adam, "sum", 5), train(torch.optim.Adam, "mean", 5)
print(adam_sum)  # (2)!
#> tensor([-0.0500,  0.0500,  0.0500])
print(adam_mean)
#> tensor([-0.0500,  0.0500,  0.0500])
print(torch.allclose(adam_sum, adam_mean))
#> True

rms_sum, rms_mean = train(torch.optim.RMSprop, "sum", 5), train(torch.optim.RMSprop, "mean", 5)
print(torch.allclose(rms_sum, rms_mean))  # (3)!
#> True

adam_wd = [train(torch.optim.Adam, r, 5, weight_decay=0.1) for r in ("sum", "mean")]
adamw_wd = [train(torch.optim.AdamW, r, 5, weight_decay=0.1) for r in ("sum", "mean")]
print(torch.allclose(*adam_wd), torch.allclose(*adamw_wd))  # (4)!
#> False True

clip_sgd = [train(torch.optim.SGD, r, 1, max_norm=10.0) for r in ("sum", "mean")]
clip_adam = [train(torch.optim.Adam, r, 5, max_norm=10.0) for r in ("sum", "mean")]
print(clip_sgd[0] / clip_sgd[1], torch.allclose(*clip_adam))  # (5)!
#> tensor([1.5754, 1.5754, 1.5754]) False
