import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 2))
x = torch.randn(10, 3, requires_grad=True)  # a batch of 10 samples
y = net(x)  # (10, 2): 2 outputs per sample

try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y), is_grads_batched=True)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch dimension. The sizes of the remaining dimensions are expected to match the shape of corresponding output, but a mismatch was detected: grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([10, 2]). If you only want some tensors in `grad_output` to be considered batched, consider using vmap.
    '''
print(torch.ones_like(y).shape[1:], y.shape)  # (2)!
#> torch.Size([2]) torch.Size([10, 2])
