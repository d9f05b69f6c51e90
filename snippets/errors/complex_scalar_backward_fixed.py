import torch

z = torch.tensor([1.0 + 2.0j, 3.0 - 1.0j], requires_grad=True)
loss = (z * z).real.sum()  # (1)!
loss.backward()
print(z.grad)
#> tensor([2.-4.j, 6.+2.j])
print(torch.allclose(z.grad, 2 * z.detach().conj()))  # (2)!
#> True
