import torch
import torch.nn.functional as F
from torch import nn
from torch.func import jacfwd, jacrev, vmap

torch.manual_seed(0)
X = torch.randn(4, 2)


def unit(t):  # written for a batch (N, 2): F.normalize's default dim is 1
    return F.normalize(t)


print(tuple(unit(X).shape))
#> (4, 2)
try:
    vmap(jacrev(unit))(X)  # (1)!
except IndexError as e:
    print(f"IndexError: {e}")
    #> IndexError: Dimension out of range (expected to be in range of [-1, 0], but got 1)


def unit_one(t):  # (2)!
    return F.normalize(t, dim=-1)


J = vmap(jacrev(unit_one))(X)
print(tuple(J.shape), torch.allclose(J[1], jacrev(unit_one)(X[1])))
#> (4, 2, 2) True

net = nn.Sequential(nn.Conv1d(3, 8, 1), nn.Tanh(), nn.Conv1d(8, 1, 1))  # the same small network on every point
points = torch.randn(3, 100)  # x, y, z of 100 points
try:
    vmap(jacfwd(net), in_dims=-1)(points)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Expected 2D (unbatched) or 3D (batched) input to conv1d, but got input of size: [3]


def one_point(p):  # (4)!
    return net(p.reshape(1, 3, 1)).reshape(-1)


J = vmap(jacfwd(one_point), in_dims=-1)(points)
whole = jacrev(lambda P: net(P.unsqueeze(0)).reshape(-1))(points)  # (100, 3, 100)
print(tuple(J.shape), torch.allclose(J[7, 0], whole[7, :, 7]))
#> (100, 1, 3) True

H = torch.randn(4, 6)
print(tuple(vmap(lambda h: h.view(-1, 2, 3)[:, 0, :])(H).shape))  # (5)!
#> (4, 1, 3)
print(tuple(vmap(lambda h: h.unflatten(-1, (2, 3))[..., 0, :])(H).shape))
#> (4, 3)
