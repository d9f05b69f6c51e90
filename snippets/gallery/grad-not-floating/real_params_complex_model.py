import torch

torch.manual_seed(0)
amplitude = torch.rand(4, requires_grad=True)  # (1)!
phase = torch.exp(1j * torch.linspace(0, 3, 4))
mask = torch.tensor([True, False, True, False])

signal = torch.where(mask, amplitude, amplitude * phase)  # (2)!
try:
    signal.abs().sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Expected isFloatingType(grad.scalar_type()) || (input_is_complex == grad_is_complex) to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)
    '''

total = torch.prod(amplitude, dtype=torch.complex64)  # (3)!
try:
    total.abs().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Expected isFloatingType(grad.scalar_type()) || (input_is_complex == grad_is_complex) to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)
    '''

stacked = torch.stack([amplitude, 1j * amplitude], 1)  # (4)!
stacked.abs().sum().backward()
print(stacked.dtype, amplitude.grad.dtype)
#> torch.complex64 torch.float32
