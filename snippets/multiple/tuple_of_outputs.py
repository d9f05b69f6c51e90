import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
l1 = x**2  # shape (3,)
l2 = x[:2] * x[1:]  # shape (2,): x0*x1, x1*x2
v1 = torch.tensor([1.0, 0.5, 2.0])  # (1)!
v2 = torch.tensor([3.0, -1.0])

(g,) = torch.autograd.grad((l1, l2), x, grad_outputs=(v1, v2), retain_graph=True)
print(g)
#> tensor([ 8.,  2., 10.])

L = (v1 * l1).sum() + (v2 * l2).sum()  # (2)!
(g_sum,) = torch.autograd.grad(L, x, retain_graph=True)
print(torch.equal(g, g_sum))
#> True

torch.autograd.backward([l1, l2], grad_tensors=[v1, v2])  # (3)!
print(torch.equal(x.grad, g))
#> True
