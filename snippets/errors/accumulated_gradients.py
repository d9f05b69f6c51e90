import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

(x**2).sum().backward()
print(x.grad)  # 2x, as expected
#> tensor([2., 4., 6.])
(x**2).sum().backward()  # a fresh graph, no error
print(x.grad)  # 4x: the new gradient was added to the old one
#> tensor([ 4.,  8., 12.])
