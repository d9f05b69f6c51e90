import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(5.0)  # a constant
out = a * b

try:
    torch.autograd.grad(out, [a, b])
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad

try:
    torch.autograd.grad(out, [a, b], allow_unused=True)  # does not help here
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad
