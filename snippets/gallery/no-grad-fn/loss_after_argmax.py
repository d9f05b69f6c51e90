import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
net = nn.Linear(4, 3)
x, target = torch.randn(5, 4), torch.tensor([0, 2, 1, 1, 0])

pred = net(x).argmax(dim=1)  # an index: int64, no grad_fn, whatever the logits came from
print(pred.dtype, pred.requires_grad)
#> torch.int64 False
loss = (pred != target).float().mean()
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

loss = F.cross_entropy(net(x), target)  # the loss on the logits; the predicted classes are for the accuracy you log
loss.backward()
print(net.weight.grad is not None)
#> True
