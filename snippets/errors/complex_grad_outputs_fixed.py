import torch

z = torch.tensor([1.0 + 2.0j, 3.0 - 1.0j], requires_grad=True)
y = z * z
v = torch.ones_like(y)  # (1)!
print(v.dtype)
#> torch.complex64
(g,) = torch.autograd.grad(y, z, grad_outputs=v)
print(g)
#> tensor([2.-4.j, 6.+2.j])
print(torch.allclose(g, v * (2 * z.detach()).conj()))  # (2)!
#> True

w = torch.tensor([1.0, 2.0], requires_grad=True)
(gw,) = torch.autograd.grad(w * 2, w, grad_outputs=torch.ones(2, dtype=torch.float64))  # (3)!
print(gw, gw.dtype)
#> tensor([2., 2.]) torch.float32
