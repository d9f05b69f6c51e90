import torch
from torch import nn
from torch.func import functional_call, jacrev

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 16), nn.Tanh(), nn.Linear(16, 2))
X = torch.randn(10, 3)  # 10 inputs, output (10, 2)
params = {k: v.detach() for k, v in model.named_parameters()}


def f(params):
    return functional_call(model, params, (X,))


J = jacrev(f)(params)  # (1)!
for k, j in J.items():
    print(k, tuple(j.shape))
    #> 0.weight (10, 2, 16, 3)
    #> 0.bias (10, 2, 16)
    #> 2.weight (10, 2, 2, 16)
    #> 2.bias (10, 2, 2)

n_params = sum(p.numel() for p in params.values())
n_entries = sum(j.numel() for j in J.values())
print(n_params, n_entries, n_entries == 10 * 2 * n_params)  # (2)!
#> 98 1960 True
print(sum(j.numel() * j.element_size() for j in J.values()), "bytes")
#> 7840 bytes

e = torch.zeros(10, 2)  # (3)!
e[4, 1] = 1.0
row = torch.autograd.grad(model(X), list(model.parameters()), e)
print(all(torch.allclose(r, J[k][4, 1]) for r, k in zip(row, params)))
#> True
