import torch
import torch._functorch.config


def f(x, w):
    return torch.sin(torch.sin(x @ w) @ w).sum()


torch.manual_seed(0)
x, w = torch.randn(4, 3), torch.randn(3, 3, requires_grad=True)
compiled_f = torch.compile(f, backend="aot_eager")  # (1)!

compiled_f(x, w).backward()  # (2)!
try:
    compiled_f(x, w).backward(retain_graph=True)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: This backward function was compiled with non-empty donated buffers which requires create_graph=False and retain_graph=False. Please keep backward(create_graph=False, retain_graph=False) across all backward() function calls, or set torch._functorch.config.donated_buffer=False to disable donated buffer.
    '''

torch._dynamo.reset()  # forget the compiled graph
compiled_f = torch.compile(f, backend="aot_eager")
out = compiled_f(x, w)
out.backward(retain_graph=True)  # (4)!
out.backward()
print(torch._functorch.config.donated_buffer)  # (5)!
#> True
