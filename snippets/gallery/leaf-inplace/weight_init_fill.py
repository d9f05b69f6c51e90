import torch
from torch import nn

# A test or an init function that sets known weights (torchaudio used conv.weight.fill_(1)).
conv = nn.Conv1d(1, 1, 3, bias=False)
try:
    conv.weight.fill_(1)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.

nn.init.constant_(conv.weight, 1)  # (1)!
print(conv.weight.flatten().tolist(), conv.weight.is_leaf)
#> [1.0, 1.0, 1.0] True

# Loading pretrained word vectors into an embedding (treelstm.pytorch).
vectors = torch.ones(5, 2)
emb = nn.Embedding(5, 2)
try:
    emb.weight.copy_(vectors)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.

with torch.no_grad():
    emb.weight.copy_(vectors)  # (2)!
print(emb.weight.sum().item(), emb.weight.is_leaf)
#> 10.0 True
