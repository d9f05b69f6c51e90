import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
L = (x**2).sum()

(g1,) = torch.autograd.grad(L, x, retain_graph=True)  # (1)!
(g3,) = torch.autograd.grad(L, x, grad_outputs=torch.tensor(3.0))  # (2)!
print(g1, g3)
#> tensor([2., 4., 6.]) tensor([ 6., 12., 18.])
print(torch.equal(g3, 3 * g1))
#> True
