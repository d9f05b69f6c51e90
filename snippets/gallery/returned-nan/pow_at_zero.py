import warnings

import torch


def backward_under_anomaly(fn, *inputs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with torch.autograd.detect_anomaly():
            try:
                fn(*inputs).backward()
                return "no error"
            except RuntimeError as e:
                return f"RuntimeError: {e}"


w = torch.tensor([0.5, 2.0], requires_grad=True)
x = torch.tensor([0.0, 3.0])
print(backward_under_anomaly(lambda w: ((w * x) ** 0.25).sum(), w))  # (1)!
#> RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.

base = torch.tensor([-2.0, 3.0])  # can go negative (a difference, a normalised score)
p = torch.tensor([2.0, 2.0], requires_grad=True)  # a learned exponent
print(backward_under_anomaly(lambda p: torch.pow(base, p).sum(), p))  # (2)!
#> RuntimeError: Function 'PowBackward1' returned nan values in its 1th output.

loss = torch.tensor(0.0, requires_grad=True)  # a loss term that reached 0
print(backward_under_anomaly(lambda l: torch.pow(l, (2 - l) ** 2), loss))  # (3)!
#> no error
