import torch
from torch import nn

torch.manual_seed(0)
embed = nn.Embedding(10, 4).requires_grad_(False)
embed.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))
projector = nn.Linear(3, 4)

text_embeds = embed(torch.tensor([[1, 2, 3]]))
with torch.no_grad():
    text_embeds += projector(torch.randn(1, 3, 3))  # (1)!
text_embeds.sum().backward()
print(projector.weight.grad)  # (2)!
#> None
