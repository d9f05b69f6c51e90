import torch

z0 = torch.tensor([1.0 + 2.0j, -0.5 + 0.3j], dtype=torch.complex128)


def L(z):  # a real loss of a complex tensor, not holomorphic
    return (z.abs() ** 2 * z.real + torch.sin(z).imag).sum()


z = z0.clone().requires_grad_()
L(z).backward()
print(z.grad)  # (1)!
#> tensor([3.9481+6.0327j, 0.9860+0.6174j], dtype=torch.complex128)

h = 1e-6  # (2)!
dL_da = torch.stack([(L(z0 + h * e) - L(z0 - h * e)) / (2 * h) for e in torch.eye(2)])
dL_db = torch.stack([(L(z0 + 1j * h * e) - L(z0 - 1j * h * e)) / (2 * h) for e in torch.eye(2)])
print(torch.allclose(z.grad, dL_da + 1j * dL_db))
#> True

dL_dzbar = 0.5 * (dL_da + 1j * dL_db)  # (3)!
dL_dz = 0.5 * (dL_da - 1j * dL_db)
print(torch.allclose(z.grad, 2 * dL_dzbar), torch.allclose(z.grad, 2 * dL_dz.conj()))
#> True True
