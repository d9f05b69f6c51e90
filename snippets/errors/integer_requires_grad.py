import torch

try:
    x = torch.tensor([1, 2, 3], requires_grad=True)  # int64
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: Only Tensors of floating point and complex dtype can require gradients

try:
    x = torch.arange(3).requires_grad_()  # also int64, different wording
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: only Tensors of floating point dtype can require gradients

scores = torch.tensor([0.1, 0.7, 0.2], requires_grad=True)
idx = scores.argmax()  # (1)!
try:
    idx.requires_grad = True
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: only Tensors of floating point and complex dtype can require gradients
