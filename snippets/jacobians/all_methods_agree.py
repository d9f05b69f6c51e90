import itertools

import torch
from torch.autograd.functional import jacobian
from torch.func import jacfwd, jacrev


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0])
xr = x.clone().requires_grad_()
y = f(xr)
eye = torch.eye(2)

results = {
    "one-hot rows": torch.stack([torch.autograd.grad(y, xr, eye[i], retain_graph=True)[0] for i in range(2)]),
    "is_grads_batched": torch.autograd.grad(y, xr, eye, is_grads_batched=True)[0],
    "jacobian": jacobian(f, x),
    "jacobian vectorize": jacobian(f, x, vectorize=True),
    "jacobian forward-mode": jacobian(f, x, vectorize=True, strategy="forward-mode"),
    "jacrev": jacrev(f)(x),
    "jacfwd": jacfwd(f)(x),
    "by hand": torch.tensor([[x[1], x[0], torch.cos(x[2])], [torch.exp(x[0]) * x[2], 0.0, torch.exp(x[0])]]),
}
pairs = list(itertools.combinations(results.values(), 2))
print(len(results), "results,", len(pairs), "pairs, all close:", all(torch.allclose(a, b) for a, b in pairs))
#> 8 results, 28 pairs, all close: True
