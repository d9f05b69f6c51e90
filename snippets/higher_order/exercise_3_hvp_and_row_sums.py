import torch

x = torch.tensor([1.0, 3.0], requires_grad=True)
f = x[0] ** 2 * x[1]
(g,) = torch.autograd.grad(f, x, create_graph=True)

v = torch.tensor([1.0, -1.0])
(Hv,) = torch.autograd.grad(g, x, grad_outputs=v, retain_graph=True)
(H1,) = torch.autograd.grad(g.sum(), x)
print(Hv, H1)
#> tensor([4., 2.]) tensor([8., 2.])

H = torch.tensor([[6.0, 2.0], [2.0, 0.0]])  # the Hessian of exercise 2
print(torch.allclose(Hv, H @ v), torch.allclose(H1, H.sum(dim=1)), torch.equal(H1, H.diagonal()))
#> True True False
