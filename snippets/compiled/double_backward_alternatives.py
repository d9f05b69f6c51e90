import torch


def f(x):
    return torch.sin(x).pow(2).sum()


def second_derivative(x):  # ∂/∂x of sum(∂f/∂x), with torch.func
    return torch.func.grad(lambda x: torch.func.grad(f)(x).sum())(x)


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
expected = 2 * torch.cos(2 * x.detach())  # d²/dx² sin²x = 2 cos 2x

# 1. torch.func inside the compiled function: both derivatives become forward code
compiled_second = torch.compile(second_derivative, backend="aot_eager")  # (1)!
print(torch.allclose(compiled_second(x.detach()), expected))
#> True

# 2. a backend without aot_autograd: ordinary autograd, double backward works
compiled_f = torch.compile(f, backend="eager")  # (2)!
(g,) = torch.autograd.grad(compiled_f(x), x, create_graph=True)
(h,) = torch.autograd.grad(g.sum(), x)
print(torch.allclose(h, expected))
#> True


# 3. let Dynamo trace torch.autograd.grad itself (the hint in the error message)
def input_gradient(x):
    (g,) = torch.autograd.grad(f(x), x, create_graph=True)
    return g


with torch._dynamo.config.patch(trace_autograd_ops=True):  # (3)!
    g = torch.compile(input_gradient, backend="aot_eager", fullgraph=True)(x)
(h,) = torch.autograd.grad(g.sum(), x)
print(type(g.grad_fn).__name__, torch.allclose(h, expected))
#> CompiledFunctionBackward True
