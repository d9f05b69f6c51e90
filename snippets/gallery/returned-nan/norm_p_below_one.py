import warnings

import torch

warnings.filterwarnings("ignore", message="Anomaly Detection has been enabled")
warnings.filterwarnings("ignore", message="Error detected in")

x = torch.tensor([0.0, 1e-30, 1.0, -2.0], requires_grad=True)  # (1)!
n = torch.norm(x, p=0.5)
n.backward()
print(n.grad_fn.name(), x.grad)  # (2)!
#> LinalgVectorNormBackward0 tensor([ 0.0000e+00,  2.4142e+15,  2.4142e+00, -1.7071e+00])


def p_norm(x, p, eps=0.0):  # the p-norm written out: (sum |x_i|^p)^(1/p)
    return ((x.abs() ** p).sum() + eps) ** (1 / p)


x.grad = None
with torch.autograd.detect_anomaly():
    try:
        p_norm(x, 0.5, eps=1e-12).backward()  # (3)!
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: Function 'AbsBackward0' returned nan values in its 0th output.

x.grad = None
((x.abs().clamp_min(1e-12) ** 0.5).sum() ** 2).backward()  # (4)!
print(x.grad)
#> tensor([ 0.0000,  0.0000,  2.4142, -1.7071])
