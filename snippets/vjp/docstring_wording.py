import re
import textwrap

import torch


def says(doc, argument):  # the line of a docstring that documents `argument`, unwrapped
    text = " ".join(doc.split())
    return textwrap.fill(re.search(re.escape(argument) + r" \(.*?\): .*?\.(?= [A-Z])", text).group(0), 88)


print(says(torch.autograd.grad.__doc__, "grad_outputs"))  # (1)!
'''
grad_outputs (sequence of [Tensor or None] or Tensor, optional): The "vector" in the
vector-Jacobian product.
'''
print(says(torch.autograd.backward.__doc__, "grad_tensors"))  # (2)!
'''
grad_tensors (Sequence[Tensor or None] or Tensor, optional): The "vector" in the
Jacobian-vector product, usually gradients w.r.t. each element of corresponding tensors.
'''
print("Jacobian-vector" in torch.autograd.grad.__doc__)  # (3)!
#> False
