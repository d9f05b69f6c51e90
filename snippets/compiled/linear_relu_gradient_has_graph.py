import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.ReLU(), torch.nn.Linear(3, 1))
compiled = torch.compile(model, backend="aot_eager")
x = torch.randn(4, 2, requires_grad=True)

(g,) = torch.autograd.grad(compiled(x).sum(), x, create_graph=True)
print(g.requires_grad, type(g.grad_fn).__name__)  # (1)!
#> True CompiledFunctionBackwardBackward
try:
    g.pow(2).sum().backward()  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward
