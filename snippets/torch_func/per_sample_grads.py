import torch
from torch import nn
from torch.func import functional_call, grad, vmap

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
X, Y = torch.randn(5, 3), torch.randn(5, 1)  # 5 samples
params = {k: v.detach() for k, v in model.named_parameters()}  # (1)!


def sample_loss(params, x, y):  # one sample, no batch dimension
    pred = functional_call(model, params, (x.unsqueeze(0),))  # (2)!
    return nn.functional.mse_loss(pred, y.unsqueeze(0))


per_sample = vmap(grad(sample_loss), in_dims=(None, 0, 0))(params, X, Y)  # (3)!
print({k: tuple(g.shape) for k, g in per_sample.items()})
#> {'0.weight': (5, 4, 3), '0.bias': (5, 4), '2.weight': (5, 1, 4), '2.bias': (5, 1)}

for i in range(5):  # (4)!
    model.zero_grad()
    nn.functional.mse_loss(model(X[i : i + 1]), Y[i : i + 1]).backward()
    for k, p in model.named_parameters():
        assert torch.allclose(per_sample[k][i], p.grad, atol=1e-6)
print("matches the loop")
#> matches the loop

mean_grad = {k: g.mean(0) for k, g in per_sample.items()}  # (5)!
model.zero_grad()
nn.functional.mse_loss(model(X), Y).backward()
print(all(torch.allclose(mean_grad[k], p.grad) for k, p in model.named_parameters()))
#> True
