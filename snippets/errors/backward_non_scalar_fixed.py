import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2
y.backward(torch.ones_like(y))  # (1)!
print(x.grad)
#> tensor([2., 4., 6.])

x2 = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(x2**2).sum().backward()  # (2)!
print(torch.equal(x.grad, x2.grad), torch.equal(x.grad, 2 * x.detach()))
#> True True
