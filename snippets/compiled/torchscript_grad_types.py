import torch


def compile_error(source):  # the message, without the source excerpt that follows it
    try:
        torch.jit.CompilationUnit(source)
    except RuntimeError as e:
        return str(e).split("\n:\n")[0].strip()


print(compile_error("""
'''
aten::grad(Tensor[] outputs, Tensor[] inputs, Tensor?[]? grad_outputs=None, bool? retain_graph=None, bool create_graph=False, bool allow_unused=False) -> Tensor?[]:
Expected a value of type 'List[Tensor]' for argument 'outputs' but instead found type 'Tensor'.
'''
def plain_tensors(y: Tensor, x: Tensor):
    return torch.autograd.grad(y, x)
"""))  # (1)!

print(compile_error("""
'''
Expected a value of type 'Optional[List[Optional[Tensor]]]' for argument 'grad_outputs' but instead found type 'List[Tensor]'.
'''
def list_of_tensors(y: Tensor, x: Tensor):
    return torch.autograd.grad([y], [x], [torch.ones_like(y)])
""").splitlines()[-2])  # (2)!

message = compile_error("""
def no_refinement(y: Tensor, x: Tensor) -> Tensor:
    return torch.autograd.grad([y], [x])[0] * 2
""")  # (3)!
lines = [line.strip() for line in message.splitlines()]
i = lines.index("aten::mul.Tensor(Tensor self, Tensor other) -> Tensor:")
print(lines[i])
#> aten::mul.Tensor(Tensor self, Tensor other) -> Tensor:
print(lines[i + 1])
#> Expected a value of type 'Tensor' for argument 'self' but instead found type 'Optional[Tensor]'.
