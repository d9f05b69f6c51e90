import torch
from torch import nn

torch.manual_seed(0)
encoder, decoder, aux_decoder = nn.Linear(8, 4), nn.Linear(4, 8), nn.Linear(4, 8)
x = torch.randn(16, 8)


def calculate_loss_and_log(x, lambda_aux=0.1, fixed=False):
    z = encoder(x)
    reconstruction_loss = (decoder(z) - x).pow(2).mean()
    aux_loss = (aux_decoder(z) - x).pow(2).mean()
    loss = reconstruction_loss + lambda_aux * aux_loss  # (1)!
    log = {"loss": loss.item(), "aux_loss": aux_loss.item()}
    return (loss if fixed else reconstruction_loss), log  # (2)!


returned, log = calculate_loss_and_log(x)
print(round(returned.item(), 4), round(log["loss"], 4))  # (3)!
#> 0.9909 1.0953
print(torch.autograd.grad(returned, aux_decoder.weight, retain_graph=True, allow_unused=True))  # (4)!
#> (None,)
returned.backward()
print(aux_decoder.weight.grad)  # (5)!
#> None

returned, log = calculate_loss_and_log(x, fixed=True)
returned.backward()
print(returned.item() == log["loss"], aux_decoder.weight.grad is not None)  # (6)!
#> True True
