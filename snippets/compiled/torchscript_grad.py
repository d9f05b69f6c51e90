import warnings
from typing import List, Optional

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")

    @torch.jit.script
    def input_gradient(y: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        grad_outputs: List[Optional[torch.Tensor]] = [torch.ones_like(y)]  # (1)!
        grads = torch.autograd.grad([y], [x], grad_outputs, create_graph=True)  # (2)!
        g = grads[0]
        assert g is not None  # (3)!
        return g


print(caught[0].message)  # (4)!
#> `torch.jit.script` is deprecated. Please switch to `torch.compile` or `torch.export`.
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
g = input_gradient(x**3, x)
print(g)
#> tensor([ 3., 12., 27.], grad_fn=<MulBackward0>)
(h,) = torch.autograd.grad(g.sum(), x)  # create_graph=True worked inside the script
print(h)
#> tensor([ 6., 12., 18.])
