import torch

torch.manual_seed(0)
amplitude = torch.rand(4, requires_grad=True)
phase = torch.exp(1j * torch.linspace(0, 3, 4))
mask = torch.tensor([True, False, True, False])

a = amplitude.to(torch.complex64)  # (1)!
signal = torch.where(mask, a, a * phase)
signal.abs().sum().backward()
print(amplitude.grad.dtype, amplitude.grad)  # (2)!
#> torch.float32 tensor([1.0000, 1.0000, 1.0000, 1.0000])

amplitude.grad = None
torch.prod(amplitude.to(torch.complex64)).abs().backward()  # (3)!
print(torch.allclose(amplitude.grad, torch.autograd.grad(torch.prod(amplitude), amplitude)[0]))
#> True
