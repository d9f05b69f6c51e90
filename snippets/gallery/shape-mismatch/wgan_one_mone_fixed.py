import torch
from torch import nn

torch.manual_seed(0)
D = nn.Linear(4, 1)
real = torch.randn(8, 4)

one = torch.tensor(1.0)  # (1)!
mone = one * -1
D(real).mean().backward(mone)
by_mone = D.weight.grad.clone()

D.zero_grad()
(-D(real).mean()).backward()  # (2)!
print(torch.equal(D.weight.grad, by_mone))
#> True

try:
    D(real).mean().backward(torch.Tensor([-1.0]))  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([1]) and output[0] has a shape of torch.Size([]).
    '''

loss_seq = [D(real).mean(), D(real).pow(2).mean()]
torch.autograd.backward(loss_seq, [torch.tensor(1.0) for _ in loss_seq])  # (4)!
print("ok")
#> ok
