import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.jit.script(torch.nn.Tanh())  # any use of torch.jit.script
print(caught[0].message)  # (1)!
#> `torch.jit.script` is deprecated. Please switch to `torch.compile` or `torch.export`.

source = """
def input_gradient(y: Tensor, x: Tensor) -> Tensor:
    grad_outputs: List[Optional[Tensor]] = [torch.ones_like(y)]
    grads = torch.autograd.grad([y], [x], grad_outputs, create_graph=True)
    g = grads[0]
    assert g is not None
    return g
"""  # (2)!
scripted = torch.jit.CompilationUnit(source)  # (3)!

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
g = scripted.input_gradient(x**3, x)
print(g)
#> tensor([ 3., 12., 27.], grad_fn=<MulBackward0>)
(h,) = torch.autograd.grad(g.sum(), x)  # create_graph=True worked inside the script
print(h)
#> tensor([ 6., 12., 18.])
