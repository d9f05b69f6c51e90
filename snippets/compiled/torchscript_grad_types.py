import warnings

import torch


def first_part(e):  # the message, without the source excerpt that follows it
    return str(e).split("\n:\n")[0].strip()


with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)  # shown in the example above

    try:
        @torch.jit.script
        def plain_tensors(y: torch.Tensor, x: torch.Tensor):
            return torch.autograd.grad(y, x)  # (1)!
    except RuntimeError as e:
        print(first_part(e))
        '''
        aten::grad(Tensor[] outputs, Tensor[] inputs, Tensor?[]? grad_outputs=None, bool? retain_graph=None, bool create_graph=False, bool allow_unused=False) -> Tensor?[]:
        Expected a value of type 'List[Tensor]' for argument 'outputs' but instead found type 'Tensor'.
        '''

    try:
        @torch.jit.script
        def list_of_tensors(y: torch.Tensor, x: torch.Tensor):
            return torch.autograd.grad([y], [x], [torch.ones_like(y)])  # (2)!
    except RuntimeError as e:
        print(first_part(e).splitlines()[-2])
        '''
        Expected a value of type 'Optional[List[Optional[Tensor]]]' for argument 'grad_outputs' but instead found type 'List[Tensor]'.
        '''

    try:
        @torch.jit.script
        def no_refinement(y: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
            return torch.autograd.grad([y], [x])[0] * 2  # (3)!
    except RuntimeError as e:
        lines = [line.strip() for line in first_part(e).splitlines()]
        i = lines.index("aten::mul.Tensor(Tensor self, Tensor other) -> Tensor:")
        print(lines[i])
        #> aten::mul.Tensor(Tensor self, Tensor other) -> Tensor:
        print(lines[i + 1])
        #> Expected a value of type 'Tensor' for argument 'self' but instead found type 'Optional[Tensor]'.
