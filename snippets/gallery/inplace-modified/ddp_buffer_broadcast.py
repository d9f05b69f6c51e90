import torch
from torch import nn


# What DistributedDataParallel does before every forward pass with broadcast_buffers=True (the default): copy rank 0's
# buffers into every rank's buffers, in place. One process here, so the copy brings the same values.
def broadcast_buffers(module, keep_version=False):
    buffers = tuple(module.buffers())
    with torch.no_grad():
        if keep_version:  # (1)!
            with torch.autograd._unsafe_preserve_version_counter(buffers):
                for b in buffers:
                    b.copy_(b.clone())
        else:
            for b in buffers:
                b.copy_(b.clone())


torch.manual_seed(0)
kp_detector = nn.Sequential(nn.Linear(4, 32), nn.BatchNorm1d(32))  # a DDP-wrapped module with a BatchNorm
source, driving = torch.randn(8, 4), torch.randn(8, 4)

broadcast_buffers(kp_detector)
kp_source = kp_detector(source)  # (2)!
broadcast_buffers(kp_detector)
kp_driving = kp_detector(driving)  # (3)!
try:
    (kp_source.sum() + kp_driving.sum()).backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' Hint')[0]} ...")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [32]] is at version 3; expected version 2 instead. ...
    '''
print([name for name, b in kp_detector.named_buffers() if b.shape == (32,)])  # (4)!
#> ['1.running_mean', '1.running_var']

broadcast_buffers(kp_detector, keep_version=True)
kp_source = kp_detector(source)
broadcast_buffers(kp_detector, keep_version=True)
kp_driving = kp_detector(driving)
(kp_source.sum() + kp_driving.sum()).backward()
print(kp_detector[0].weight.grad.shape)
#> torch.Size([32, 4])
