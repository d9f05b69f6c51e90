import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
L = (x**2).sum()  # a 0-d tensor: a scalar
print(L.shape)
#> torch.Size([])

L.backward(retain_graph=True)  # (1)!
implicit = x.grad.clone()
x.grad = None
L.backward(torch.tensor(1.0))  # (2)!
print(implicit, x.grad, torch.equal(implicit, x.grad))
#> tensor([2., 4., 6.]) tensor([2., 4., 6.]) True
