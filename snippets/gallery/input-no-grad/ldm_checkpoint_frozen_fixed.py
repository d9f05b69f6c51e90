import torch
from torch import nn

torch.manual_seed(0)


class CheckpointFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, run_function, length, *args):
        ctx.run_function = run_function
        ctx.input_tensors = list(args[:length])
        ctx.input_params = list(args[length:])
        with torch.no_grad():
            return ctx.run_function(*ctx.input_tensors)

    @staticmethod
    def backward(ctx, *output_grads):
        ctx.input_tensors = [x.detach().requires_grad_(True) for x in ctx.input_tensors]
        with torch.enable_grad():
            output_tensors = ctx.run_function(*[x.view_as(x) for x in ctx.input_tensors])
        wanted = [t for t in ctx.input_tensors + ctx.input_params if t.requires_grad]  # (1)!
        grads = iter(torch.autograd.grad(output_tensors, wanted, output_grads, allow_unused=True))
        input_grads = [next(grads) if t.requires_grad else None for t in ctx.input_tensors + ctx.input_params]
        return (None, None) + tuple(input_grads)  # (2)!


class BasicTransformerBlock(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.attn = nn.Linear(dim, dim)
        self.lora = nn.Linear(dim, dim, bias=False)

    def forward(self, x):
        params = list(self.parameters())
        return CheckpointFunction.apply(self._forward, 1, x, *params)

    def _forward(self, x):
        return self.attn(x) + self.lora(x)


block = BasicTransformerBlock(4)
block.attn.requires_grad_(False)
x = torch.randn(2, 4, requires_grad=True)
block(x).sum().backward()
print(block.lora.weight.grad is not None, block.attn.weight.grad, x.grad.shape)
#> True None torch.Size([2, 4])
