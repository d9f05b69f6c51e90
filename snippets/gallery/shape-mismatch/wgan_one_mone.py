import torch
from torch import nn

torch.manual_seed(0)
D = nn.Linear(4, 1)  # the critic
real = torch.randn(8, 4)

one = torch.FloatTensor([1])  # (1)!
mone = one * -1

D_real = D(real).mean()  # (2)!
print(D_real.shape, one.shape)
#> torch.Size([]) torch.Size([1])
try:
    D_real.backward(mone)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([1]) and output[0] has a shape of torch.Size([]).
    '''

loss_seq = [D(real).mean(), D(real).pow(2).mean()]  # (3)!
grad_seq = [torch.ones(1) for _ in range(len(loss_seq))]
try:
    torch.autograd.backward(loss_seq, grad_seq)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([1]) and output[0] has a shape of torch.Size([]).
    '''
