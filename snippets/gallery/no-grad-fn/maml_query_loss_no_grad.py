import torch
from torch import nn
from torch.func import functional_call

torch.manual_seed(0)
net = nn.Linear(3, 1)
x_spt, y_spt, x_qry, y_qry = torch.randn(4, 3), torch.randn(4, 1), torch.randn(4, 3), torch.randn(4, 1)
loss_fn = nn.functional.mse_loss


def meta_loss(update_step, lr=0.1):
    params = dict(net.named_parameters())
    losses_q = []
    grads = torch.autograd.grad(loss_fn(functional_call(net, params, x_spt), y_spt), list(params.values()))
    fast = {n: p - lr * g for (n, p), g in zip(params.items(), grads)}
    with torch.no_grad():  # (1)!
        losses_q.append(loss_fn(net(x_qry), y_qry))  # query loss before the update
        losses_q.append(loss_fn(functional_call(net, fast, x_qry), y_qry))  # ... and after the first
    for _ in range(1, update_step):  # (2)!
        loss = loss_fn(functional_call(net, fast, x_spt), y_spt)
        grads = torch.autograd.grad(loss, list(fast.values()), create_graph=True)
        fast = {n: p - lr * g for (n, p), g in zip(fast.items(), grads)}
        losses_q.append(loss_fn(functional_call(net, fast, x_qry), y_qry))
    return losses_q[-1]  # (3)!


try:
    meta_loss(update_step=1).backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

meta_loss(update_step=2).backward()  # (4)!
print(net.weight.grad is not None)
#> True
