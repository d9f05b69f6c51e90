import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
loss = (x**2).sum()  # a scalar; its gradient is 2x

loss.backward(torch.tensor(3.0), retain_graph=True)  # (1)!
print(x.grad)
#> tensor([ 6., 12., 18.])

x.grad = None
loss.backward()  # (2)!
print(x.grad)
#> tensor([2., 4., 6.])
