import torch
import torch.nn.functional as F

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)  # the model's parameter
x, y = torch.randn(8, 3), torch.randn(8)  # a noisy training batch
x_val, y_val = torch.randn(4, 3), torch.randn(4)  # a small clean validation batch
lr = 0.1


def meta_step(create_graph, rewrap=False):
    eps = torch.zeros(8, requires_grad=True)  # (1)!
    loss = (eps * F.mse_loss(x @ w, y, reduction="none")).sum()
    (g,) = torch.autograd.grad(loss, w, create_graph=create_graph)
    w_new = w - lr * g  # (2)!
    if rewrap:
        w_new = w_new.detach().requires_grad_()  # (3)!
    val_loss = F.mse_loss(x_val @ w_new, y_val)
    return eps, val_loss


eps, val_loss = meta_step(create_graph=False)
try:
    torch.autograd.grad(val_loss, eps)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''

eps, val_loss = meta_step(create_graph=False)
print(torch.autograd.grad(val_loss, eps, allow_unused=True))  # (4)!
#> (None,)

eps, val_loss = meta_step(create_graph=True, rewrap=True)
print(torch.autograd.grad(val_loss, eps, allow_unused=True))
#> (None,)

eps, val_loss = meta_step(create_graph=True)  # (5)!
(grad_eps,) = torch.autograd.grad(val_loss, eps)
weights = torch.clamp(-grad_eps, min=0)
print((weights / weights.sum()).round(decimals=3))
#> tensor([0.0620, 0.0350, 0.0080, 0.0000, 0.0000, 0.0080, 0.0220, 0.8650])
