import torch

torch.manual_seed(0)
P = 100
opacities = torch.full((P, 1), -6.0)  # after an opacity reset, every Gaussian is nearly transparent


def prune_mask(opacities, min_opacity):
    keep = (torch.sigmoid(opacities) >= min_opacity).squeeze(1)
    if not keep.any():  # (1)!
        raise ValueError(f"pruning with min_opacity={min_opacity} would remove all {len(keep)} Gaussians")
    return keep


try:
    prune_mask(opacities, min_opacity=0.005)
except ValueError as e:
    print(f"ValueError: {e}")
    #> ValueError: pruning with min_opacity=0.005 would remove all 100 Gaussians

keep = prune_mask(opacities, min_opacity=0.001)  # (2)!
print(int(keep.sum()))
#> 100
