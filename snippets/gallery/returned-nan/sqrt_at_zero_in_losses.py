import warnings

import torch
import torch.nn.functional as F


def backward_under_anomaly(loss_fn, x):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # anomaly mode's own warnings
        with torch.autograd.detect_anomaly():
            try:
                loss_fn(x).backward()
                return "no error"
            except RuntimeError as e:
                return f"RuntimeError: {e}"


def normalize_tensor(in_feat, eps=1e-10):  # (1)!
    norm_factor = torch.sqrt(torch.sum(in_feat**2, dim=1, keepdim=True))
    return in_feat / (norm_factor + eps)


feat = torch.randn(1, 3, 2, 2)
feat[0, :, 0, 0] = 0  # one all-zero feature vector (a ReLU output, say)
print(backward_under_anomaly(lambda f: normalize_tensor(f).sum(), feat.requires_grad_()))
#> RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output.


def pairwise_distance(a, b):  # (2)!
    return torch.sqrt(((a[:, None] - b[None]) ** 2).sum(-1))


desc = torch.randn(4, 8, requires_grad=True)
print(backward_under_anomaly(lambda d: pairwise_distance(d, d).mean(), desc))  # (3)!
#> RuntimeError: Function 'PowBackward0' returned nan values in its 0th output.

target = torch.tensor([1.0, 2.0, 3.0])
pred = target.clone().requires_grad_()  # a perfect prediction
print(backward_under_anomaly(lambda p: torch.sqrt(F.mse_loss(p, target)), pred))  # (4)!
#> RuntimeError: Function 'MseLossBackward0' returned nan values in its 0th output.
