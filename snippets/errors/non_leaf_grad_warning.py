import warnings

import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2  # a non-leaf tensor: it has a grad_fn
y.backward(torch.tensor([1.0, 0.5, 0.1]))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(y.grad)
    #> None
for w in caught:
    message = str(w.message).split(" (Triggered internally")[0]  # (1)!
    print(f"{w.category.__name__}: {message}")
    '''
    UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't be populated during autograd.backward(). If you indeed want the .grad field to be populated for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by mistake, make sure you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 for more information.
    '''
