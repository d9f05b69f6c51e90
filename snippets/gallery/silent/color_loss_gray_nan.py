import torch


def color_loss(x, eps_outside=0.0):  # imitates L_color of Zero-DCE (Myloss.py): spread of the channel means
    mr, mg, mb = x.mean([2, 3], keepdim=True).split(1, dim=1)
    Drg, Drb, Dgb = (mr - mg) ** 2, (mr - mb) ** 2, (mb - mg) ** 2
    return (torch.pow(Drg**2 + Drb**2 + Dgb**2, 0.5) + eps_outside).mean()  # (1)!


alpha = torch.tensor(1.2, requires_grad=True)  # stands in for the enhancement network
colour = torch.rand(1, 3, 4, 4, generator=torch.Generator().manual_seed(0))
gray = torch.full((1, 3, 4, 4), 0.4)  # (2)!

for img in (colour, gray):
    loss = color_loss(alpha * img)
    print(f"{loss.item():.4f}", torch.autograd.grad(loss, alpha)[0])
    #> 0.0298 tensor(0.0496)
    #> 0.0000 tensor(nan)

loss = color_loss(alpha * gray, eps_outside=1e-5)  # (3)!
print(f"{loss.item():.4f}", torch.autograd.grad(loss, alpha)[0])
#> 0.0000 tensor(nan)
