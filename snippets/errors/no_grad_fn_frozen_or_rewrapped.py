import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

model.requires_grad_(False)  # (1)!
loss = model(x).pow(2).mean()
print(loss.grad_fn)
#> None
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

model.requires_grad_(True)
loss = model(x).pow(2).mean()
loss = torch.tensor(loss.item(), requires_grad=True)  # (2)!
loss.backward()  # no error now ...
print(model.weight.grad)  # ... but the model gets no gradient
#> None
