import torch

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)

y = x * 2
k = 1
while y.data.norm() < 1000:  # (1)!
    y = y * 2
    k += 1
print(k, torch.equal(y, 2**k * x))  # (2)!
#> 9 True

v = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(v)  # (3)!
print(x.grad)
#> tensor([5.1200e+01, 5.1200e+02, 5.1200e-02])
J = 2**k * torch.eye(3)  # (4)!
print(torch.equal(x.grad, J.T @ v))
#> True
