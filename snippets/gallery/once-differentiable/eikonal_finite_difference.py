import torch
from torch import nn
from torch.autograd.function import once_differentiable


class Encoding(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(x, w):
        return torch.sin(x @ w)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        gz = g * torch.cos(x @ w)
        return gz @ w.T, x.T @ gz


class SDF(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(3, 16))
        self.mlp = nn.Sequential(nn.Linear(16, 32), nn.Softplus(), nn.Linear(32, 1))

    def forward(self, x, encode=Encoding.apply):  # x: (..., 3)
        features = encode(x.reshape(-1, 3), self.w)  # the encoder takes a batch of points
        return self.mlp(features).reshape(x.shape[:-1])


def eikonal_autograd(sdf, x):
    x = x.detach().requires_grad_()
    (n,) = torch.autograd.grad(sdf(x).sum(), x, create_graph=True)  # (2)!
    return ((n.norm(dim=-1) - 1) ** 2).mean()


def eikonal_finite_difference(sdf, x, h=1e-3):
    offsets = h * torch.eye(3)  # one step along each axis
    n = (sdf(x[:, None] + offsets) - sdf(x[:, None] - offsets)) / (2 * h)  # (3)!
    return ((n.norm(dim=-1) - 1) ** 2).mean()


torch.manual_seed(0)
sdf, x = SDF(), torch.randn(64, 3)
try:
    eikonal_autograd(sdf, x).backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")  # (4)!
    #> RuntimeError: trying to differentiate twice a function that was marked with @once_differentiable

loss = eikonal_finite_difference(sdf, x)
loss.backward()  # (5)!
print(sdf.w.grad.shape)
#> torch.Size([3, 16])

fd_grad, sdf.w.grad = sdf.w.grad, None
exact = eikonal_autograd(lambda x: sdf(x, encode=lambda x, w: torch.sin(x @ w)), x)  # (6)!
exact.backward()
print(f"{loss.item():.4f} {exact.item():.4f}", torch.allclose(fd_grad, sdf.w.grad, rtol=1e-3, atol=1e-5))
#> 0.6056 0.6056 True
