import torch
from torch import nn

torch.manual_seed(0)
encoder, head = nn.Linear(3, 4), nn.Linear(4, 1)
x = torch.randn(8, 3)
latents = {}


def extract(module, args, output, detach):  # (1)!
    latents["z"] = output.clone().detach() if detach else output


for detach in (True, False):
    handle = encoder.register_forward_hook(lambda m, a, o: extract(m, a, o, detach))
    encoder(x)
    head(latents["z"]).pow(2).mean().backward()
    print(f"detach={detach}: encoder.weight.grad is None: {encoder.weight.grad is None}")  # (2)!
    #> detach=True: encoder.weight.grad is None: True
    #> detach=False: encoder.weight.grad is None: False
    handle.remove()
    encoder.zero_grad()
