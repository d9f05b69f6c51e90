import torch
from torch.autograd.functional import jacobian

inp = torch.eye(4, 5, requires_grad=True)
out = (inp + 1).pow(2).t()  # (1)!
print(out.shape)
#> torch.Size([5, 4])
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")  # (2)!
'''
First call
tensor([[4., 2., 2., 2., 2.],
        [2., 4., 2., 2., 2.],
        [2., 2., 4., 2., 2.],
        [2., 2., 2., 4., 2.]])
'''
out.backward(torch.ones_like(out), retain_graph=True)
print(f"Second call\n{inp.grad}")  # (3)!
'''
Second call
tensor([[8., 4., 4., 4., 4.],
        [4., 8., 4., 4., 4.],
        [4., 4., 8., 4., 4.],
        [4., 4., 4., 8., 4.]])
'''
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"Call after zeroing gradients\n{inp.grad}")
'''
Call after zeroing gradients
tensor([[4., 2., 2., 2., 2.],
        [2., 4., 2., 2., 2.],
        [2., 2., 4., 2., 2.],
        [2., 2., 2., 4., 2.]])
'''

J = jacobian(lambda t: (t + 1).pow(2).t(), inp.detach())  # (4)!
print(J.shape)
#> torch.Size([5, 4, 4, 5])
J2 = J.reshape(20, 20)
print(torch.count_nonzero(J2).item(), torch.count_nonzero(J2.sum(dim=0)).item())  # (5)!
#> 20 20
vjp = (J2.T @ torch.ones(20)).reshape(4, 5)
print(torch.equal(vjp, inp.grad))
#> True

try:
    out.backward(torch.ones_like(inp))  # (6)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([4, 5]) and output[0] has a shape of torch.Size([5, 4]).
    '''
