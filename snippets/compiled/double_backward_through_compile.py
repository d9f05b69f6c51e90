import torch


def f(x):
    return torch.sin(x).pow(2).sum()


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
compiled_f = torch.compile(f, backend="aot_eager")

(g,) = torch.autograd.grad(compiled_f(x), x, create_graph=True)  # (1)!
print(g.requires_grad, type(g.grad_fn).__name__)
#> True CompiledFunctionBackwardBackward
try:
    torch.autograd.grad(g.sum(), x)  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward
