import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = torch.stack([x.sum(), (x * x).sum()])  # two outputs from three inputs
print(y.shape)
#> torch.Size([2])

try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones_like(x))  # the broken call
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of torch.Size([2]).
    '''

(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y))  # the fix: shaped like y
print(g)
#> tensor([3., 5., 7.])
