import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

(x**2).sum().backward()  # gradient 2x
print(x.grad)
#> tensor([2., 4., 6.])
(3 * x).sum().backward()  # gradient 3, added to what is there  # (1)!
print(x.grad)
#> tensor([5., 7., 9.])

x.grad.zero_()  # (2)!
print(x.grad)
#> tensor([0., 0., 0.])
x.grad = None
print(x.grad)
#> None

(g,) = torch.autograd.grad((x**2).sum(), x)  # (3)!
print(g, x.grad)
#> tensor([2., 4., 6.]) None
