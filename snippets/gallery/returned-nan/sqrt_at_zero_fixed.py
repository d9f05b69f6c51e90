import torch
import torch.nn.functional as F


def normalize_tensor(in_feat, eps=1e-10):
    norm_factor = torch.sqrt(torch.sum(in_feat**2, dim=1, keepdim=True) + eps)  # (1)!
    return in_feat / norm_factor


def pairwise_distance(a, b, eps=1e-12):
    d2 = ((a[:, None] - b[None]) ** 2).sum(-1)
    return torch.sqrt(d2.clamp(min=eps))  # (2)!


feat = torch.randn(1, 3, 2, 2)
feat[0, :, 0, 0] = 0
feat.requires_grad_()
normalize_tensor(feat).sum().backward()
print(feat.grad.isfinite().all().item())
#> True

desc = torch.randn(4, 8, requires_grad=True)
pairwise_distance(desc, desc).mean().backward()
print(desc.grad.isfinite().all().item())
#> True
desc.grad = None
torch.linalg.vector_norm(desc[:, None] - desc[None], dim=-1).mean().backward()  # (3)!
print(desc.grad.isfinite().all().item())
#> True

target = torch.tensor([1.0, 2.0, 3.0])
pred = target.clone().requires_grad_()
torch.sqrt(F.mse_loss(pred, target) + 1e-8).backward()  # (4)!
print(pred.grad)
#> tensor([0., 0., 0.])
