import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w**2).sum().backward()

with torch.no_grad():  # (1)!
    w -= 0.1 * w.grad
w.grad = None  # (2)!
print(w, w.is_leaf)
#> tensor([0.8000, 1.6000, 2.4000], requires_grad=True) True
