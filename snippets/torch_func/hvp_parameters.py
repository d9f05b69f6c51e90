import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(3, 4)
        self.head = nn.Linear(4, 1)
        self.aux = nn.Linear(4, 2)  # (1)!

    def forward(self, x):
        return self.head(torch.tanh(self.body(x)))


torch.manual_seed(0)
model = Net()
X, Y = torch.randn(8, 3), torch.randn(8, 1)
print(type(model.parameters()).__name__)  # a one-pass iterator
#> generator
params = tuple(model.parameters())
vs = tuple(torch.randn_like(p) for p in params)  # (2)!

loss = nn.functional.mse_loss(model(X), Y)
try:
    torch.autograd.grad(loss, params, create_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 4 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''

gs = torch.autograd.grad(loss, params, create_graph=True, allow_unused=True)
print([g is None for g in gs])  # (3)!
#> [False, False, False, False, True, True]

gs = torch.autograd.grad(loss, params, create_graph=True, materialize_grads=True)
hvp = torch.autograd.grad(gs, params, grad_outputs=vs, materialize_grads=True)  # (4)!
print([tuple(h.shape) for h in hvp])
#> [(4, 3), (4,), (1, 4), (1,), (2, 4), (2,)]


def f(p):  # the same loss as a function of the flattened parameters
    sizes = [q.numel() for q in params]
    chunks = [c.view_as(q) for c, q in zip(p.split(sizes), params)]
    names = [k for k, _ in model.named_parameters()]
    out = torch.func.functional_call(model, dict(zip(names, chunks)), (X,))
    return nn.functional.mse_loss(out, Y)


flat_p = torch.cat([p.detach().reshape(-1) for p in params])
H = torch.func.hessian(f)(flat_p)  # (5)!
print(tuple(H.shape))
#> (31, 31)
flat_v = torch.cat([v.reshape(-1) for v in vs])
print(torch.allclose(H @ flat_v, torch.cat([h.reshape(-1) for h in hvp]), atol=1e-5))
#> True
print(H[-10:].count_nonzero().item(), H[:, -10:].count_nonzero().item())  # aux: last 10
#> 0 0
