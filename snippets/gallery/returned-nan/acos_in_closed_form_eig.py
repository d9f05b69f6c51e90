import warnings
from math import pi

import torch

warnings.filterwarnings("ignore", message="Anomaly Detection has been enabled")
warnings.filterwarnings("ignore", message="Error detected in")


def sym_eigenvalues(a, eps=None):  # (1)!
    a11, a12, a13, a22, a23, a33 = a[:, 0, 0], a[:, 0, 1], a[:, 0, 2], a[:, 1, 1], a[:, 1, 2], a[:, 2, 2]
    nd = torch.pow(a12, 2) + torch.pow(a13, 2) + torch.pow(a23, 2)
    q = (a11 + a22 + a33) / 3.0
    p = torch.pow((a11 - q), 2) + torch.pow((a22 - q), 2) + torch.pow((a33 - q), 2) + 2.0 * nd
    p = torch.sqrt(p / 6.0)
    r = torch.pow((1.0 / p), 3) * ((a11 - q) * ((a22 - q) * (a33 - q) - a23 * a23) - a12 * (
            a12 * (a33 - q) - a13 * a23) + a13 * (a12 * a23 - a13 * (a22 - q))) / 2.0
    phi = torch.acos(r if eps is None else r.clamp(-1 + eps, 1 - eps)) / 3.0  # (2)!
    phi[r <= -1] = pi / 3
    phi[r >= 1] = 0
    e0 = q + 2 * p * torch.cos(phi)
    e2 = q + 2 * p * torch.cos(phi + pi * (2.0 / 3.0))
    return torch.stack([e0, 3 * q - e0 - e2, e2], 1), r


def largest_eigenvalue_grad(a, eps=None):
    a = a.clone().requires_grad_()
    with torch.autograd.detect_anomaly():
        eig, r = sym_eigenvalues(a, eps)
        try:
            eig[:, 0].sum().backward()
        except RuntimeError as e:
            return f"r = {r.item()}: RuntimeError: {e}"
    return f"r = {r.item()}: eigenvalues {eig.tolist()}, gradient finite: {torch.isfinite(a.grad).all().item()}"


a = torch.tensor([[[2.0, 1.0, 1.0], [1.0, 2.0, 1.0], [1.0, 1.0, 2.0]]], dtype=torch.float64)  # (3)!
print(largest_eigenvalue_grad(a))
#> r = 1.0: RuntimeError: Function 'AcosBackward0' returned nan values in its 0th output.
print(largest_eigenvalue_grad(a + 1e-3 * torch.eye(3, dtype=torch.float64)))  # (4)!
#> r = 1.0: RuntimeError: Function 'AcosBackward0' returned nan values in its 0th output.
print(largest_eigenvalue_grad(a, eps=1e-7))  # (5)!
#> r = 1.0: eigenvalues [[4.0, 0.9999999999999996, 1.0000000000000004]], gradient finite: True
