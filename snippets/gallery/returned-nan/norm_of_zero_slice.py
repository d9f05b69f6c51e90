import warnings

import torch

warnings.filterwarnings("ignore", message="Anomaly Detection has been enabled")
warnings.filterwarnings("ignore", message="Error detected in")

torch.manual_seed(0)
d = torch.randn(2, 3, 4, 4)
d[1, 2] = 0  # (1)!
d.requires_grad_()


def frobenius_by_hand(d):
    return (d * d).sum(dim=(2, 3)).sqrt()  # (2)!


with torch.autograd.detect_anomaly():
    try:
        frobenius_by_hand(d).sum().backward()
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.

torch.norm(d, dim=(2, 3)).sum().backward()  # (3)!
print(d.grad[1, 2].abs().max())
#> tensor(0.)

d.grad = None
eps = 1e-12
((d * d).sum(dim=(2, 3)) + eps).sqrt().sum().backward()  # (4)!
print(torch.isfinite(d.grad).all(), d.grad[1, 2].abs().max())
#> tensor(True) tensor(0.)
