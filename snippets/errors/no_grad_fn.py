import torch

x = torch.tensor([1.0, 2.0, 3.0])  # requires_grad was forgotten
loss = (x**2).sum()
print(loss.requires_grad, loss.grad_fn)
#> False None
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():  # nothing computed in here is recorded
    loss = (w**2).sum()
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
