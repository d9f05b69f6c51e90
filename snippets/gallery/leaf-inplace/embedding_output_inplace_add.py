import torch
from torch import nn

# A vision-language model's forward, in a few lines: the text embedding is frozen (LoRA / adapter training), and
# a forward hook like transformers' enable_input_require_grads makes its output require grad.
torch.manual_seed(0)
embed = nn.Embedding(10, 4).requires_grad_(False)
embed.register_forward_hook(lambda module, inputs, output: output.requires_grad_(True))  # (1)!
projector = nn.Linear(3, 4)  # trained: maps image features into the text embedding space

ids = torch.tensor([[1, 2, 3]])
image_features = torch.randn(1, 3, 3)

text_embeds = embed(ids)
print(text_embeds.is_leaf, text_embeds.requires_grad)
#> True True
try:
    text_embeds += projector(image_features)  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.

text_embeds = embed(ids)
text_embeds = text_embeds + projector(image_features)  # (3)!
text_embeds.sum().backward()
print(projector.weight.grad is not None)
#> True
