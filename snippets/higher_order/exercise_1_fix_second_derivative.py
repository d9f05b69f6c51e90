import torch

x = torch.tensor(2.0, requires_grad=True)
(d1,) = torch.autograd.grad(x**4, x)  # the broken version: no create_graph
try:
    torch.autograd.grad(d1, x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

(d1,) = torch.autograd.grad(x**4, x, create_graph=True)  # the fix
(d2,) = torch.autograd.grad(d1, x)
print(d1, d2)  # 4 x^3 = 32 and 12 x^2 = 48
#> tensor(32., grad_fn=<MulBackward0>) tensor(48.)
