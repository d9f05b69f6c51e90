import torch
import torch.nn.functional as F

torch.manual_seed(0)
D = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.Softplus(), torch.nn.Flatten(), torch.nn.Linear(144, 1))
real = torch.randn(2, 3, 8, 8, requires_grad=True)
theta = torch.tensor([[[0.9, 0.1, 0.05], [-0.1, 0.9, 0.0]]]).repeat(2, 1, 1)
grid = F.affine_grid(theta, list(real.shape), align_corners=False)
aug = F.grid_sample(real, grid, mode="bilinear", padding_mode="reflection", align_corners=False)  # (1)!

(g,) = torch.autograd.grad(D(aug).sum(), real, create_graph=True)  # (2)!
print(g.grad_fn.name())
#> GridSampler2DBackwardBackward0
r1_penalty = g.square().sum()
r1_penalty.backward()  # (3)!
print(D[0].weight.grad.shape)
#> torch.Size([4, 3, 3, 3])
