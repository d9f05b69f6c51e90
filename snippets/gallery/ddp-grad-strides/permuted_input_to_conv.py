import gc
import warnings

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process
torch.set_warn_always(True)  # (1)!


class Block(nn.Module):  # the end of an attention block of a diffusion UNet (diffusers, MONAI)
    def __init__(self, channels=32, contiguous=False):
        super().__init__()
        self.proj_out = nn.Conv2d(channels, channels, kernel_size=1)  # a 1x1 convolution
        self.contiguous = contiguous

    def forward(self, hidden, height, width):  # hidden: [batch, height * width, channels]
        x = hidden.reshape(hidden.shape[0], height, width, -1).permute(0, 3, 1, 2)  # (2)!
        if self.contiguous:
            x = x.contiguous()  # (3)!
        return self.proj_out(x)


def one_step(model, hidden):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model(hidden, 8, 8).pow(2).mean().backward()
    caught = [str(w.message).split(" (Triggered")[0] for w in caught if "bucket view strides" in str(w.message)]
    return caught or ["no warning"]


torch.manual_seed(0)
hidden = torch.randn(2, 64, 32)
wrapped, plain = Block(), Block()
plain.load_state_dict(wrapped.state_dict())
print(*one_step(DDP(wrapped), hidden), sep="\n")
'''
Grad strides do not match bucket view strides. This may indicate grad was not created according to the gradient layout contract, or that the param's strides changed since DDP was constructed.  This is not an error, but may impair performance.
grad.sizes() = [32, 32, 1, 1], strides() = [32, 1, 32, 32]
bucket_view.sizes() = [32, 32, 1, 1], strides() = [32, 1, 1, 1]
'''
one_step(plain, hidden)
print("the same gradient as without DDP:", torch.allclose(wrapped.proj_out.weight.grad, plain.proj_out.weight.grad))
#> the same gradient as without DDP: True


def where_strides_differ(sizes, grad_strides, bucket_strides):  # (4)!
    return [(dim, size) for dim, (size, a, b) in enumerate(zip(sizes, grad_strides, bucket_strides)) if a != b]


print("differ at (dim, size):", where_strides_differ([32, 32, 1, 1], [32, 1, 32, 32], [32, 1, 1, 1]))
#> differ at (dim, size): [(2, 1), (3, 1)]
print("with .contiguous():", *one_step(DDP(Block(contiguous=True)), hidden))
#> with .contiguous(): no warning


def odd_gradients(module):  # (5)!
    return [(name, p.grad.stride(), p.stride()) for name, p in module.named_parameters()
            if p.grad is not None and p.grad.stride() != p.stride()]


print("which parameter:", odd_gradients(wrapped))
#> which parameter: [('proj_out.weight', (32, 1, 32, 32), (32, 1, 1, 1))]

branch, shortcut = torch.randn(2, 8, 8, 32).permute(0, 3, 1, 2), torch.randn(2, 32, 8, 8)
print("branch + shortcut contiguous:", (branch + shortcut).is_contiguous(),
      "| shortcut + branch:", (shortcut + branch).is_contiguous())  # (6)!
#> branch + shortcut contiguous: False | shortcut + branch: True
x = branch + shortcut  # the end of timm's ConvNeXt block, the input of the next block's depthwise conv
depthwise = nn.Conv2d(32, 32, kernel_size=3, padding=1, groups=32)
ordinary = nn.Conv2d(32, 32, kernel_size=3, padding=1)
for name, conv in [("depthwise", depthwise), ("ordinary", ordinary)]:
    computed, = torch.autograd.grad(conv(x).sum(), conv.weight)  # (7)!
    model = DDP(conv)  # kept: DDP checks the gradients only while the wrapper lives
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model(x).sum().backward()
    print(f"{name}: computed {computed.stride()}, stored in .grad {conv.weight.grad.stride()},",
          "warned" if caught else "no warning")
    #> depthwise: computed (9, 1, 3, 1), stored in .grad (9, 1, 3, 1), warned
    #> ordinary: computed (288, 1, 96, 32), stored in .grad (288, 9, 3, 1), no warning

torch.set_warn_always(False)
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
