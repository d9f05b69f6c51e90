import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
loss = (x**2).sum()  # a scalar
y = 3 * x  # not a scalar

v = (None, torch.ones(3))  # (1)!
(g,) = torch.autograd.grad((loss, y), x, grad_outputs=v, retain_graph=True)
print(g)
#> tensor([5., 7., 9.])

try:
    v = (torch.tensor(1.0), None)  # (2)!
    torch.autograd.grad((loss, y), x, grad_outputs=v, retain_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

c = torch.ones(3)  # does not require grad
try:
    torch.autograd.grad((loss, c), x, grad_outputs=(None, None))  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 1 of tensors does not require grad and does not have a grad_fn
