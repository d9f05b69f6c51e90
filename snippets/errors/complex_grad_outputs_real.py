import torch

z = torch.tensor([1.0 + 2.0j, 3.0 - 1.0j], requires_grad=True)
y = z * z  # complex output
try:
    torch.autograd.grad(y, z, grad_outputs=torch.ones(2))  # real v
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: For complex Tensors, both grad_output and output are required to have the same dtype. Mismatch in dtype: grad_output[0] has a dtype of torch.float32 and output[0] has a dtype of torch.complex64.
    '''

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    torch.autograd.grad(w * 2, w, grad_outputs=torch.ones(2, dtype=torch.complex64))  # complex v, real output
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: For complex Tensors, both grad_output and output are required to have the same dtype. Mismatch in dtype: grad_output[0] has a dtype of torch.complex64 and output[0] has a dtype of torch.float32.
    '''
