import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
for step in range(2):
    (x**2).sum().backward()
    print(x.grad)
    #> tensor([2., 4., 6.])
    #> tensor([2., 4., 6.])
    x.grad = None  # (1)!

(g,) = torch.autograd.grad((x**2).sum(), x)  # (2)!
print(g, x.grad)
#> tensor([2., 4., 6.]) None
