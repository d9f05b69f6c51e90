import torch
from torch import nn
import torch.nn.functional as F

# A residual block as CSPDarknet53 or a U-Net block writes it: the shortcut is added in place.
torch.manual_seed(0)
conv1, conv2 = nn.Conv2d(4, 4, 3, padding=1), nn.Conv2d(4, 4, 3, padding=1)
x = torch.randn(1, 4, 8, 8)

residual = x
out = F.relu(conv1(x))
out = F.relu(conv2(out))  # (1)!
out += residual  # (2)!
try:
    out.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [1, 4, 8, 8]], which is output 0 of Relu, is at version 1; expected version 0 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
    '''

out = F.relu(conv2(F.relu(conv1(x))))
out = out + residual  # (3)!
out.sum().backward()
print(conv1.weight.grad.shape)
#> torch.Size([4, 4, 3, 3])
