import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Conv2d(1, 2, 3), nn.ReLU(inplace=True))
net[0].register_full_backward_hook(lambda m, gi, go: None)
x = torch.randn(1, 1, 5, 5, requires_grad=True)
try:
    net(x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Output 0 of BackwardHookFunction is a view and is being modified inplace. This view was created inside a custom Function (or because an input was returned as-is) and the autograd logic to handle view+inplace would override the custom backward associated with the custom Function, leading to incorrect gradients. This behavior is forbidden. You can fix this by cloning the output of the custom Function.
    '''

net[1].inplace = False  # (1)!
net(x).sum().backward()
print(x.grad.shape)
#> torch.Size([1, 1, 5, 5])
