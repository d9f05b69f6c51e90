import inspect
import re
import textwrap

import torch
import torch._functorch.eager_transforms as eager_transforms
from torch.autograd.functional import jacobian


def quote(doc, start):  # the sentence of a docstring that begins with `start`, wrapped
    text = " ".join(doc.split())
    return textwrap.fill(re.search(re.escape(start) + r".*?\.(?= |$)", text).group(0), 88)


print(quote(torch.autograd.grad.__doc__, "We use the vmap"))  # (1)!
'''
We use the vmap prototype feature as the backend to vectorize calls to the autograd
engine so that this computation can be performed in a single call.
'''
print(quote(jacobian.__doc__, "vectorize (bool, optional)"))  # (2)!
#> vectorize (bool, optional): This feature is experimental.
print(quote(jacobian.__doc__, "If this flag is"))
'''
If this flag is ``True``, we perform only a single ``autograd.grad`` call with
``batched_grad=True`` which uses the vmap prototype feature.
'''
print("_vmap_internals" in inspect.getsource(torch.autograd.grad))  # (3)!
#> True
print(eager_transforms.vmap is torch.func.vmap)  # (4)!
#> True
