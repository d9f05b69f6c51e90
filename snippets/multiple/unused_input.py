import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(5.0, requires_grad=True)
y = a**2  # b takes no part in y

try:
    torch.autograd.grad(y, (a, b), retain_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 1 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''

ga, gb = torch.autograd.grad(y, (a, b), retain_graph=True, allow_unused=True)  # (1)!
print(ga, gb)
#> tensor(4.) None
ga, gb = torch.autograd.grad(y, (a, b), retain_graph=True, materialize_grads=True)  # (2)!
print(ga, gb)
#> tensor(4.) tensor(0.)

try:  # (3)!
    torch.autograd.grad(y, (a, b), allow_unused=False, materialize_grads=True)
except ValueError as e:
    print(f"ValueError: {e}")
    '''
    ValueError: Expected allow_unused to be True or not passed when materialize_grads=True, but got: allow_unused=False.
    '''
