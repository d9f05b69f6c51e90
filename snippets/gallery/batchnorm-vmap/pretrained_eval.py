import torch
from torch import nn
from torch.func import jacrev, replace_all_batch_norm_modules_, vmap

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Flatten(), nn.Linear(64, 2))
with torch.no_grad():  # stands in for training: BatchNorm now holds running statistics
    for _ in range(20):
        model(torch.randn(16, 3, 6, 6) * 2 + 1)
x = torch.randn(4, 3, 6, 6)


def f(xi):  # (1)!
    return model(xi.unsqueeze(0)).squeeze(0)


try:
    vmap(jacrev(f))(x)  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: During a grad (vjp, jvp, grad, etc) transform, the function provided attempted to call in-place operation (aten::add_.Tensor) that would mutate a captured Tensor. This is not supported; please rewrite the function being transformed to explicitly accept the mutated Tensor(s) as inputs.
    '''

model.eval()  # (3)!
J = vmap(jacrev(f))(x)
print(tuple(J.shape), torch.allclose(J[1], jacrev(f)(x[1])))
#> (4, 2, 3, 6, 6) True
print(torch.allclose(vmap(f)(x), model(x)))
#> True

trained = model(x)
replace_all_batch_norm_modules_(model)  # (4)!
print(model[1].running_mean, torch.allclose(model(x), trained))
#> None False
