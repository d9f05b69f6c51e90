import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
print(x.is_leaf, y.is_leaf)
#> True False

y.retain_grad()  # before backward: keep dL/dy in y.grad
(y**2).sum().backward()
print(y.grad, x.grad)
#> tensor([ 6., 12.]) tensor([18., 36.])
