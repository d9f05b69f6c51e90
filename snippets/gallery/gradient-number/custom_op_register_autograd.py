import torch


@torch.library.custom_op("demo::reduce_scatter_tensor", mutates_args=())  # (1)!
def reduce_scatter_tensor(
    input: torch.Tensor, reduceOp: str, group_size: int, group_name: str, gradient_division: bool
) -> torch.Tensor:
    return input.clone()  # one process: the reduce-scatter is the identity


@reduce_scatter_tensor.register_fake
def _(input, reduceOp, group_size, group_name, gradient_division):
    return torch.empty_like(input)


def run(backward):
    torch.library.register_autograd("demo::reduce_scatter_tensor", backward)
    x = torch.ones(4, requires_grad=True)
    try:
        reduce_scatter_tensor(x, "sum", 1, "pg", True).sum().backward()
        return f"accepted, x.grad = {x.grad}"
    except RuntimeError as e:
        return f"RuntimeError: {e}"


print(run(lambda ctx, grad: (grad, None, None, None, None, None)))  # (2)!
#> accepted, x.grad = tensor([1., 1., 1., 1.])
print(run(lambda ctx, grad: (grad, None, None, None)))  # (3)!
'''
RuntimeError: function GeneratedBackwardFor_demo_reduce_scatter_tensor_defaultBackward returned an incorrect number of gradients (expected 6, got 5)
'''
print(run(lambda ctx, grad: (grad, None, None, None, None)))  # (4)!
#> accepted, x.grad = tensor([1., 1., 1., 1.])
