import torch

k = torch.tensor([[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]])
x = torch.tensor([[1.0], [2.0], [3.0]], requires_grad=True)
y = k @ x

try:
    y.backward()  # y has shape (2, 1): no gradient given
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs
