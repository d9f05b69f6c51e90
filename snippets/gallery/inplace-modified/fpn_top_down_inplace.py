import torch
from torch import nn
import torch.nn.functional as F

# The top-down path of an FPN neck (mmdet/mmocr style): each lateral output gets the upsampled coarser one added.
torch.manual_seed(0)
lateral_convs = nn.ModuleList(nn.Conv2d(3, 4, 1) for _ in range(3))
feats = [torch.randn(1, 3, 16 // 2**i, 16 // 2**i) for i in range(3)]


def top_down(inplace):
    laterals = [F.relu(conv(f)) for conv, f in zip(lateral_convs, feats)]  # (1)!
    for i in range(len(laterals) - 1, 0, -1):
        up = F.interpolate(laterals[i], size=laterals[i - 1].shape[2:])
        if inplace:
            laterals[i - 1] += up  # (2)!
        else:
            laterals[i - 1] = laterals[i - 1] + up  # (3)!
    return sum(l.sum() for l in laterals)


try:
    top_down(inplace=True).backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [1, 4, 8, 8]], which is output 0 of Relu, is at version 1; expected version 0 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
    '''

top_down(inplace=False).backward()
print(lateral_convs[0].weight.grad.shape)
#> torch.Size([4, 3, 1, 1])
