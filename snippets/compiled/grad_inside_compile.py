import torch


def input_gradient(x):
    y = torch.sin(x).pow(2).sum()
    (g,) = torch.autograd.grad(y, x, create_graph=True)  # (1)!
    return g


x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
try:
    torch.compile(input_gradient, backend="aot_eager", fullgraph=True)(x)  # (2)!
except Exception as e:
    lines = str(e).splitlines()
    print(type(e).__name__ + ":", lines[0])
    #> Unsupported: using `torch.autograd.grad` with `torch._dynamo.config.trace_autograd_ops=False`
    print("\n".join(line.strip() for line in lines[1:3]))
    '''
    Explanation: Attempted to call `torch.autograd.grad` with config `torch._dynamo.config.trace_autograd_ops` set to `False`.
    Hint: Change `torch._dynamo.config.trace_autograd_ops` to `True`.
    '''
