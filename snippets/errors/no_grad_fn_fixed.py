import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # (1)!
loss = (x**2).sum()
print(loss.requires_grad, loss.grad_fn is not None)
#> True True
loss.backward()
print(x.grad)
#> tensor([2., 4., 6.])
