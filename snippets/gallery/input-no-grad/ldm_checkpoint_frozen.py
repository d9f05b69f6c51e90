import torch
from torch import nn

torch.manual_seed(0)


class CheckpointFunction(torch.autograd.Function):
    """Condensed from latent-diffusion's ldm/modules/diffusionmodules/util.py."""

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
        input_grads = torch.autograd.grad(  # (1)!
            output_tensors, ctx.input_tensors + ctx.input_params, output_grads, allow_unused=True
        )
        return (None, None) + input_grads


def checkpoint(func, inputs, params, flag):
    if flag:
        return CheckpointFunction.apply(func, len(inputs), *inputs, *params)
    return func(*inputs)


class BasicTransformerBlock(nn.Module):
    def __init__(self, dim, use_checkpoint=True):
        super().__init__()
        self.attn = nn.Linear(dim, dim)
        self.lora = nn.Linear(dim, dim, bias=False)  # the only trainable part
        self.checkpoint = use_checkpoint

    def forward(self, x):
        return checkpoint(self._forward, (x,), self.parameters(), self.checkpoint)  # (2)!

    def _forward(self, x):
        return self.attn(x) + self.lora(x)


block = BasicTransformerBlock(4)
block.attn.requires_grad_(False)  # (3)!
x = torch.randn(2, 4, requires_grad=True)
try:
    block(x).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad

block.checkpoint = False  # (4)!
block(x).sum().backward()
print(block.lora.weight.grad is not None, block.attn.weight.grad)
#> True None
