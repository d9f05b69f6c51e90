import torch

torch._dynamo.reset()  # a fresh compile cache, as in a new process


def split_heads(x):  # several outputs of one function: a row each, from unbind
    a, b = x.unbind(0)
    return a.sin(), b.cos()


compiled = torch.compile(split_heads, backend="aot_eager")


def grad_x(fn, how):
    torch.manual_seed(0)
    x = torch.randn(2, 3, requires_grad=True)
    outs = fn(x)
    if how == "one backward":
        sum(out.sum() for out in outs).backward()  # (1)!
    else:
        for i, out in enumerate(outs):  # a backward per output
            out.sum().backward(retain_graph=how == "retain_graph" and i < len(outs) - 1)
    return x.grad


eager = grad_x(split_heads, "each")  # (2)!
for fn in (split_heads, compiled):
    a, b = fn(torch.randn(2, 3, requires_grad=True))
    print(type(a.grad_fn).__name__, type(b.grad_fn).__name__, a.grad_fn is b.grad_fn)  # (3)!
    #> SinBackward0 CosBackward0 False
    #> CompiledFunctionBackward CompiledFunctionBackward True
print(torch.allclose(grad_x(compiled, "retain_graph"), eager))  # (4)!
#> True
try:
    grad_x(compiled, "each")
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' (or')[0]} ...")
    #> RuntimeError: Trying to backward through the graph a second time ...
print(torch.allclose(grad_x(compiled, "one backward"), eager))  # (5)!
#> True
