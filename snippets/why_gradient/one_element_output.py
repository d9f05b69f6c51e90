import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = (x**2).sum().reshape(1)  # one element, but shape (1,), not 0-d
print(y.shape)
#> torch.Size([1])

y.backward(retain_graph=True)  # (1)!
print(x.grad)
#> tensor([2., 4., 6.])

try:
    y.backward(torch.tensor(1.0))  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([1]).
    '''
