import torch

# The autograd tutorial's vector-Jacobian product, with the gradient written as integers: torch.tensor([1, 1, 1]) is
# an int64 (LongTensor) tensor for a float32 output.
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
v = torch.tensor([1, 1, 1])
print(v.dtype, y.dtype)
#> torch.int64 torch.float32
y.backward(v)  # (1)!
print(x.grad)
#> tensor([2., 2., 2.])

x.grad = None
y = x * 2
y.backward(torch.ones_like(y))  # (2)!
print(x.grad)
#> tensor([2., 2., 2.])
