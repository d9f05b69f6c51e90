import torch
from torch import nn
from torch.func import functional_call, grad

torch.manual_seed(0)
model = nn.Linear(3, 1)
params = {k: v.detach() for k, v in model.named_parameters()}
x, y = torch.randn(6, 3), torch.randn(6, 1)


def loss_fn(params, x, y):
    pred = functional_call(model, params, (x,))
    loss = nn.functional.mse_loss(pred, y)
    return loss, pred  # (1)!


g, pred = grad(loss_fn, has_aux=True)(params, x, y)
print(sorted(g), tuple(pred.shape))  # (2)!
#> ['bias', 'weight'] (6, 1)

(g_p, g_x), _ = grad(loss_fn, argnums=(0, 1), has_aux=True)(params, x, y)  # (3)!
print(tuple(g_x.shape))
#> (6, 3)

xr = x.clone().requires_grad_()
loss = nn.functional.mse_loss(model(xr), y)
w_ref, b_ref, x_ref = torch.autograd.grad(loss, [model.weight, model.bias, xr])
print(torch.allclose(g_p["weight"], w_ref), torch.allclose(g_x, x_ref))
#> True True
