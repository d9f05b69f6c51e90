import torch

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0], requires_grad=True)  # created by you
w = torch.nn.Linear(2, 1).weight  # a model parameter
y = x * 2  # made by an operation on a tensor that requires grad
c = torch.tensor([1.0, 2.0]) * 2  # made by an operation, but nothing requires grad
d = y.detach()  # cut off from the graph
print(x.is_leaf, w.is_leaf, y.is_leaf, c.is_leaf, d.is_leaf)  # (1)!
#> True True False True True
print(y.grad_fn is not None, c.grad_fn, d.grad_fn)
#> True None None

(y * w).sum().backward()
print(x.grad is not None, w.grad is not None, c.grad, d.grad)  # (2)!
#> True True None None
