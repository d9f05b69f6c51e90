import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(inplace=True), nn.Linear(8, 2))
store = {}
net[0].register_forward_hook(lambda m, inp, out: store.update(act=out))
x = torch.randn(1, 4)

score = net(x)[0, 0]
A = store["act"]
print(type(A.grad_fn).__name__, bool((A >= 0).all()))  # (1)!
#> ReluBackward0 True
(dA,) = torch.autograd.grad(score, A)  # (2)!

net[1].inplace = False  # (3)!
score = net(x)[0, 0]
A = store["act"]
print(type(A.grad_fn).__name__, bool((A >= 0).all()))
#> AddmmBackward0 False
(dA_true,) = torch.autograd.grad(score, A)
print(torch.equal(dA, dA_true))  # (4)!
#> False
torch.set_printoptions(precision=3)
print(dA)
#> tensor([[ 0.019, -0.181,  0.060, -0.330, -0.255, -0.182,  0.223,  0.207]])
print(dA_true)
#> tensor([[ 0.019,  0.000,  0.000,  0.000, -0.255, -0.182,  0.223,  0.000]])
