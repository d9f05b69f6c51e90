import torch

z = torch.tensor([1.0 + 2.0j, 3.0 - 1.0j], requires_grad=True)
loss = (z * z).sum()  # one element, but complex
print(loss.dtype, loss.numel())
#> torch.complex64 1

try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for real scalar outputs but got torch.complex64
