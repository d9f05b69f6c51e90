import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)


def apply_gradient_requirements(inputs):
    for x in inputs:
        x.requires_grad_()
        if x.grad is not None:
            x.grad.zero_()


def saliency(forward_fn, inputs, target):
    apply_gradient_requirements(inputs)
    out = forward_fn(*inputs)[:, target].sum()
    return torch.autograd.grad(out, inputs)


noisy = torch.randn(2, 4, requires_grad=True) + 0.1 * torch.randn(2, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with warnings.catch_warnings():  # (1)!
        warnings.filterwarnings("ignore", message="The .grad attribute of a Tensor that is not a leaf")
        (grad,) = saliency(model, (noisy,), target=1)
    warnings.warn("a warning of your own still shows")
print([str(w.message) for w in caught])  # (2)!
#> ['a warning of your own still shows']
print(torch.equal(grad, model.weight[1].expand(2, 4)))
#> True
