import warnings

import torch

x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():  # (1)!
        s = x.sigmoid()
        s.mul_(2)
        try:
            s.sum().backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")
            '''
            RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3]], which is output 0 of Sigmoid, is at version 1; expected version 0 instead. Hint: the backtrace further above shows the operation that failed to compute its gradient. The variable in question was changed in there or anywhere later. Good luck!
            '''

print(str(caught[-1].message).splitlines()[0])  # (2)!
#> Error detected in SigmoidBackward0. Traceback of forward call that caused the error:
