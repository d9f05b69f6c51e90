import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # (1)!
y = torch.arange(3, dtype=torch.float32).requires_grad_()
print(x.dtype, y.dtype)
#> torch.float32 torch.float32
(x**2).sum().backward()
print(x.grad)
#> tensor([2., 4., 6.])
