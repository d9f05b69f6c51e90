import torch

z = torch.tensor(3.0 + 4.0j, requires_grad=True)
loss = z.real**2 + z.imag**2  # |z|², smallest at z = 0
loss.backward()
print(z.grad)  # (1)!
#> tensor(6.+8.j)

opt = torch.optim.SGD([z], lr=0.05)  # (2)!
for _ in range(100):
    opt.zero_grad()
    (z.real**2 + z.imag**2).backward()
    opt.step()
print(z.abs().item() < 1e-3)
#> True

w = torch.tensor(3.0 + 4.0j)
for _ in range(100):
    w = w - 0.05 * (2 * w).conj()  # (3)!
print(w)
#> tensor(7.9684e-05+55122.4609j)
