import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * x.sum()  # (1)!
v = torch.tensor([1.0, 0.5, -1.0])  # shaped like y

y.backward(v)
print(x.grad)
#> tensor([ 5.,  2., -7.])

x2 = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
L = (x2 * x2.sum() * v).sum()  # (2)!
L.backward()
print(x2.grad)
#> tensor([ 5.,  2., -7.])
print(torch.equal(x.grad, x2.grad))
#> True
