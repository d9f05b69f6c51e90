import warnings

import torch

g = torch.zeros(2, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        squares = g**2
        norm = torch.sqrt(squares.sum())  # (1)!
        try:
            norm.backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (2)!
            #> RuntimeError: Function 'PowBackward0' returned nan values in its 0th output.

lines = str(caught[-1].message).splitlines()
print([line.strip() for line in lines if "squares =" in line])
#> ['squares = g**2']
