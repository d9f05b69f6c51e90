import torch

z = torch.tensor([1.0 + 2.0j, 3.0 - 1.0j], requires_grad=True)
out = (z * z).sum()  # one element, complex
try:
    out.backward()  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64

(g_re,) = torch.autograd.grad(out.real, z, retain_graph=True)  # (2)!
(g_one,) = torch.autograd.grad(out, z, torch.tensor(1 + 0j), retain_graph=True)
print(torch.equal(g_re, g_one), g_re)
#> True tensor([2.-4.j, 6.+2.j])

(g_abs,) = torch.autograd.grad(out.abs() ** 2, z)  # (3)!
print(g_abs)
#> tensor([ 4.-48.j, 68.-4.j])
