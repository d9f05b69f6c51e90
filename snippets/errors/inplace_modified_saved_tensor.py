import torch

x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
s = x.sigmoid()  # sigmoid's backward needs its output s
print(s._version)
#> 0
s.mul_(2)  # in-place: changes s and bumps its version
print(s._version)
#> 1

try:
    s.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3]], which is output 0 of Sigmoid, is at version 1; expected version 0 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
    '''
