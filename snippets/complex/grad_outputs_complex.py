import torch

torch.manual_seed(0)
z = torch.randn(3, dtype=torch.complex128, requires_grad=True)


def f(z):  # a complex output, not holomorphic
    return torch.exp(z) * z.conj()


v = torch.randn(3, dtype=torch.complex128)  # (1)!
(g,) = torch.autograd.grad(f(z), z, grad_outputs=v)
(g_real_loss,) = torch.autograd.grad((v.conj() * f(z)).real.sum(), z)  # (2)!
print(torch.allclose(g, g_real_loss))
#> True

(g_ones,) = torch.autograd.grad(f(z), z, torch.ones(3, dtype=torch.complex128))  # (3)!
(g_re,) = torch.autograd.grad(f(z).real.sum(), z)
print(torch.allclose(g_ones, g_re))
#> True
(g_i,) = torch.autograd.grad(f(z), z, torch.full((3,), 1j, dtype=torch.complex128))
(g_im,) = torch.autograd.grad(f(z).imag.sum(), z)
print(torch.allclose(g_i, g_im))
#> True

(g_holo,) = torch.autograd.grad(torch.exp(z), z, v)  # holomorphic: f'(z) = exp(z)
print(torch.allclose(g_holo, v * torch.exp(z).conj()))  # (4)!
#> True
