import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)
print(x.shape, y.shape)
#> torch.Size([4]) torch.Size([4, 4])

try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones_like(x))  # v shaped like x: wrong
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([4]) and output[0] has a shape of torch.Size([4, 4]).
    '''
