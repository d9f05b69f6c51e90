import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w**2).sum().backward()

try:
    w -= 0.1 * w.grad  # a hand-written update step
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.
