import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
d = torch.tensor([[0.5, float("nan")], [1.0, 2.0]])  # one bad value in the data  # (1)!
loss = (d * w).sum()
print(loss)  # (2)!
#> tensor(nan, grad_fn=<SumBackward0>)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            (d * w).sum().backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (3)!
            #> RuntimeError: Function 'MulBackward0' returned nan values in its 1th output.
print(torch.isfinite(d).all().item())  # (4)!
#> False
