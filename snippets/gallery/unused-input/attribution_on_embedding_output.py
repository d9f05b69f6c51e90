import torch
import torch.nn as nn

torch.manual_seed(0)


class SequenceClassifier(nn.Module):  # (1)!
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(24, 8, padding_idx=0)
        self.head = nn.Linear(8, 2)

    def forward(self, tokens):
        return self.head(torch.tanh(self.embedding(tokens.long())).mean(1))


model = SequenceClassifier()
tokens = torch.tensor([[5, 3, 17, 2]])

scaled = (0.5 * tokens).float().requires_grad_()  # (2)!
try:
    torch.autograd.grad(model(scaled)[:, 1].sum(), scaled)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph


def integrated_gradients_on_embedding(model, tokens, baseline_tokens, target, steps=64):  # (3)!
    emb, base = model.embedding(tokens).detach(), model.embedding(baseline_tokens).detach()
    total = torch.zeros_like(emb)
    for alpha in (torch.arange(steps) + 0.5) / steps:
        point = (base + alpha * (emb - base)).requires_grad_()
        handle = model.embedding.register_forward_hook(lambda module, args, output: point)  # (4)!
        try:
            score = model(tokens)[:, target].sum()
        finally:
            handle.remove()
        total += torch.autograd.grad(score, point)[0]
    return ((emb - base) * total / steps).sum(-1)  # (5)!


padding = torch.zeros_like(tokens)  # the padding index 0 as the baseline
attributions = integrated_gradients_on_embedding(model, tokens, padding, target=1)
print(attributions.shape)
#> torch.Size([1, 4])
with torch.no_grad():
    gap = model(tokens)[0, 1] - model(padding)[0, 1]
print(torch.allclose(attributions.sum(), gap, atol=1e-4))  # (6)!
#> True


class ReturnsItsInput(nn.Module):  # (7)!
    def forward(self, embeddings):
        return embeddings


embeddings = model.embedding(tokens).detach().requires_grad_()
layer, model.embedding = model.embedding, ReturnsItsInput()
try:
    torch.autograd.grad(model(embeddings)[:, 1].sum(), embeddings)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph
finally:
    model.embedding = layer
