import datetime
import gc
import socket

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class Generator(nn.Module):
    """A StyleGAN-like generator that also returns its latents, for a path-length penalty."""

    def __init__(self):
        super().__init__()
        self.style, self.synthesis = nn.Linear(3, 3), nn.Linear(3, 2)

    def forward(self, noise, penalty=False):
        latents = self.style(noise)
        image = self.synthesis(latents)
        if penalty:  # (4)!
            (grad,) = torch.autograd.grad(image.sum(), latents, create_graph=True)
            return grad.pow(2).sum()
        return image, latents


with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1,
                        timeout=datetime.timedelta(seconds=20))
torch.manual_seed(0)
noise = torch.randn(4, 3)
try:
    report = []  # printed after the loop, in the order it happened
    for flag in (False, True):
        generator = DDP(Generator(), find_unused_parameters=flag)  # (1)!
        image, latents = generator(noise)
        report.append(f"{flag} {type(latents.grad_fn).__name__}")  # (2)!
        try:
            torch.autograd.grad(image.sum(), latents, retain_graph=True)
            report.append(f"{flag} grad ok")
        except RuntimeError as e:
            report.append(f"{flag} RuntimeError: {str(e).split('.')[0]}")  # (3)!
        image.sum().backward()
    print("\n".join(report))
    '''
    False AddmmBackward0
    False grad ok
    True _DDPSinkBackward
    True RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph
    '''

    generator(noise, penalty=True).backward()  # (5)!
    print(generator.module.style.weight.grad is not None)
    #> True
finally:
    gc.collect()
    dist.destroy_process_group()
