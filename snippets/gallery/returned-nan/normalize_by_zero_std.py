import warnings

import torch

torch.manual_seed(0)
layer = torch.nn.Linear(6, 6)
images = torch.randn(2, 6)
mask = torch.ones(2, 6)
mask[1] = 0  # (1)!


def normalize(x, eps=0.0):  # per image: subtract the mean, divide by the standard deviation
    return (x - x.mean(dim=-1, keepdim=True)) / (x.std(dim=-1, keepdim=True) + eps)


out = normalize(layer(images) * mask)
print("loss:", out.sum())  # (2)!
#> loss: tensor(nan, grad_fn=<SumBackward0>)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            normalize(layer(images) * mask).sum().backward()
        except RuntimeError as e:
            print("RuntimeError:", e)  # (3)!
            #> RuntimeError: Function 'DivBackward0' returned nan values in its 1th output.

out = normalize(layer(images) * mask, eps=1e-6)  # (4)!
out.sum().backward()
print("with eps: image 1 all zeros:", bool((out[1] == 0).all()),
      "| gradient finite:", bool(layer.weight.grad.isfinite().all()))
#> with eps: image 1 all zeros: True | gradient finite: True

flat = torch.zeros(6, requires_grad=True)
flat.std().backward()  # (5)!
print("torch.std at a constant region, gradient:", flat.grad)
#> torch.std at a constant region, gradient: tensor([0., 0., 0., 0., 0., 0.])
flat.grad = None
flat.var().sqrt().backward()
print("a hand-written sqrt of the variance, gradient:", flat.grad)
#> a hand-written sqrt of the variance, gradient: tensor([nan, nan, nan, nan, nan, nan])
