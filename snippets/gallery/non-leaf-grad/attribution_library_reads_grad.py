import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 3)


def apply_gradient_requirements(inputs):
    """Imitates captum's helper of the time: mark the inputs, reset their old .grad."""
    for x in inputs:
        x.requires_grad_()
        if x.grad is not None:  # (1)!
            x.grad.zero_()


def saliency(forward_fn, inputs, target):
    apply_gradient_requirements(inputs)
    out = forward_fn(*inputs)[:, target].sum()
    return torch.autograd.grad(out, inputs)  # (2)!


image = torch.randn(2, 4, requires_grad=True)
noisy = image + 0.1 * torch.randn_like(image)  # (3)!
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    (grad,) = saliency(model, (noisy,), target=1)
print([str(w.message).split(" Its")[0] for w in caught])
#> ['The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.']
print(torch.equal(grad, model.weight[1].expand(2, 4)))  # (4)!
#> True
