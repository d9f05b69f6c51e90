import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y1 = x * 2
y2 = x**2

try:
    torch.autograd.backward([y1, y2], grad_tensors=[torch.ones(3)])  # 2 outputs, 1 gradient
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: got 2 tensors and 1 gradients
