import torch

h0 = torch.randn(1, 1, 4, generator=torch.Generator().manual_seed(0), requires_grad=True)

# The old torch.fft(x, signal_ndim=1) took real and imaginary parts stacked in a last dimension of size 2.
# Ported verbatim, the 1 becomes torch.fft.fft's n: a length-1 transform along that last dimension.
h_f = torch.fft.fft(torch.stack((h0, torch.zeros_like(h0)), dim=3), 1)
print(h_f.dtype, tuple(h_f.shape))
#> torch.complex64 (1, 1, 4, 1)
loss = (h_f**2).sum()  # complex
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64

# What the filter's condition needs: the power spectrum of h0 along its length, a real tensor.
mod = torch.fft.fft(h0).abs() ** 2
print(mod.dtype, tuple(mod.shape))
#> torch.float32 (1, 1, 4)
mod.sum().backward()
print(h0.grad.shape)
#> torch.Size([1, 1, 4])


# Silencing the error with .real gives a loss that runs and is wrong. The library's penalty on the conjugate mirror
# filter condition |H(w)|^2 + |H(w + pi)|^2 = 2, on the Haar filter, which meets it (the right penalty is 0):
def cmf_loss(mod, n):
    cmf_identity = mod[0, 0, : n // 2] + mod[0, 0, n // 2 :]
    return 0.5 * torch.sum((cmf_identity - 2) ** 2)


haar = torch.full((1, 1, 2), 2**-0.5)
ported = (torch.fft.fft(torch.stack((haar, torch.zeros_like(haar)), dim=3), 1) ** 2).sum(axis=3)
print(cmf_loss(ported.real, 2))  # the ported line with .real: the squared taps, not the spectrum
#> tensor(0.5000)
print(cmf_loss(torch.fft.fft(haar).abs() ** 2, 2))  # the library's fix
#> tensor(7.1054e-15)
