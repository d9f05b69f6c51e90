import warnings

import torch

x = torch.tensor([-1.0, 0.0, 4.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():  # (1)!
        y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))
        try:
            y.sum().backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (2)!
            #> RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output.

print(caught[0].message)  # (3)!
#> Anomaly Detection has been enabled. This mode will increase the runtime and should only be enabled for debugging.
lines = str(caught[-1].message).splitlines()  # (4)!
print(lines[0])
#> Error detected in SqrtBackward0. Traceback of forward call that caused the error:
print([line.strip() for line in lines if "torch.sqrt" in line])  # (5)!
#> ['y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))']
