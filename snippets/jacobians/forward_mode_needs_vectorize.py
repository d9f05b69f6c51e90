import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0])
try:
    jacobian(f, x, strategy="forward-mode")  # vectorize left at False
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    '''
    NotImplementedError: Computing Jacobian using forward-AD or forward-over-reverse Hessian isonly implemented for `vectorize=True`.
    '''
