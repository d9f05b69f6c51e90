import torch


def color_loss(x, eps=1e-5):
    mr, mg, mb = x.mean([2, 3], keepdim=True).split(1, dim=1)
    Drg, Drb, Dgb = (mr - mg) ** 2, (mr - mb) ** 2, (mb - mg) ** 2
    return torch.pow(Drg**2 + Drb**2 + Dgb**2 + eps, 0.5).mean()  # (1)!


alpha = torch.tensor(1.2, requires_grad=True)
gray = torch.full((1, 3, 4, 4), 0.4)
loss = color_loss(alpha * gray)
print(f"{loss.item():.4f}", torch.autograd.grad(loss, alpha)[0])
#> 0.0032 tensor(0.)

cosine = torch.tensor([0.5, 1.0], requires_grad=True)  # (2)!
print(torch.autograd.grad(torch.sqrt(1.0 - cosine**2).sum(), cosine)[0])
#> tensor([-0.5774,    -inf])
print(torch.autograd.grad(torch.sqrt((1.0 - cosine**2).clamp(1e-6, 1)).sum(), cosine)[0])
#> tensor([-0.5774, -0.0000])
