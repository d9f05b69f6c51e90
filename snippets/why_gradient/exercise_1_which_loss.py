import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2
y.backward(torch.tensor([2.0, 0.0, -1.0]))
print(x.grad)
#> tensor([ 4.,  0., -6.])

x2 = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y2 = x2**2
L = 2 * y2[0] - y2[2]  # the loss that v = (2, 0, -1) stands for
L.backward()
print(x2.grad, torch.equal(x.grad, x2.grad))
#> tensor([ 4.,  0., -6.]) True
