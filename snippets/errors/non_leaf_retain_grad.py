import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
y.retain_grad()  # (1)!
v = torch.tensor([1.0, 0.5, 0.1])
y.backward(v)
print(y.grad)
#> tensor([1.0000, 0.5000, 0.1000])
print(torch.equal(y.grad, v))  # (2)!
#> True
print(x.grad)
#> tensor([2.0000, 1.0000, 0.2000])
