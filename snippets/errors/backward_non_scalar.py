import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x**2  # shape (3,): not a scalar
print(y.shape)
#> torch.Size([3])

try:
    y.backward()  # no gradient given
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

try:
    torch.autograd.grad(y, x)  # the same with autograd.grad and no grad_outputs
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs
