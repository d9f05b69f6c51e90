import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = (x**2).sum()  # scalar

try:
    out.backward(torch.ones_like(x))  # shaped like the input: wrong
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of torch.Size([]).
    '''
