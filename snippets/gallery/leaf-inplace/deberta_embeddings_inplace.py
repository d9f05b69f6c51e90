import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class DebertaEmbeddings(nn.Module):  # transformers' DeBERTa embeddings before PR #35898, in a few lines
    def __init__(self, vocab=10, dim=4):
        super().__init__()
        self.word_embeddings, self.position_embeddings = nn.Embedding(vocab, dim), nn.Embedding(8, dim)

    def forward(self, input_ids):
        inputs_embeds = self.word_embeddings(input_ids)
        embeddings = inputs_embeds  # (1)!
        embeddings += self.position_embeddings(torch.arange(input_ids.shape[1]))
        return embeddings


torch.manual_seed(0)
embeddings = DebertaEmbeddings().requires_grad_(False)  # the frozen base model
adapter = nn.Linear(4, 4)  # stands for a layer with LoRA or adapter weights, the trained part
input_ids = torch.tensor([[1, 2, 3]])

hook = embeddings.word_embeddings.register_forward_hook(lambda module, args, out: out.requires_grad_(True))  # (2)!
try:
    embeddings(input_ids)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.

hook.remove()  # (3)!
out = checkpoint(adapter, embeddings(input_ids), use_reentrant=False)
out.sum().backward()
print(adapter.weight.grad is not None)
#> True
