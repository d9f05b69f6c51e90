import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, target = torch.randn(4, 3), torch.randn(4, 1)

loss = nn.MSELoss(reduction="none")(model(x), target)  # (1)!
print(loss.shape)
#> torch.Size([4, 1])
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

per_device = torch.stack([loss[:2].mean(), loss[2:].mean()])  # (2)!
print(per_device.shape)
#> torch.Size([2])
try:
    per_device.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

per_device.mean().backward()  # (3)!
print(model.weight.grad.shape)
#> torch.Size([1, 3])
