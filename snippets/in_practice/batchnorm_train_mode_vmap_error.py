import torch
from torch import nn
from torch.func import grad, vmap

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(4, 2)  # net is still in training mode

try:
    vmap(grad(lambda xb: net(xb.unsqueeze(0)).squeeze()))(x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: During a grad (vjp, jvp, grad, etc) transform, the function provided attempted to call in-place operation (aten::add_.Tensor) that would mutate a captured Tensor. This is not supported; please rewrite the function being transformed to explicitly accept the mutated Tensor(s) as inputs.
    '''
