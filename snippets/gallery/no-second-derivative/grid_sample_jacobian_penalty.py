import torch
import torch.nn.functional as F

torch.manual_seed(0)


class Warp(torch.nn.Module):  # a spatial transformer: a learned affine warp of the input
    def __init__(self):
        super().__init__()
        self.theta = torch.nn.Parameter(torch.tensor([[0.9, 0.1, 0.0], [-0.1, 0.9, 0.0]]))

    def forward(self, x):
        grid = F.affine_grid(self.theta.expand(len(x), 2, 3), list(x.shape), align_corners=False)
        return F.grid_sample(x, grid, align_corners=False)


model = Warp()
x = torch.randn(2, 1, 6, 6, requires_grad=True)
y = model(x)
v = torch.randn_like(y)  # (1)!
(jv,) = torch.autograd.grad(y, x, grad_outputs=v, create_graph=True)  # (2)!
penalty = jv.square().sum()
penalty.backward()  # (3)!
print(jv.grad_fn.name(), tuple(model.theta.grad.shape))
#> GridSampler2DBackwardBackward0 (2, 3)
