import torch
from torch import nn

torch.manual_seed(0)


class RotaryEmbedding(nn.Module):
    """Builds its cos table on first use and caches it, as rotary-embedding modules commonly do."""

    def __init__(self, dim):
        super().__init__()
        self.dim, self.cos_cached = dim, None

    def forward(self, x):
        if self.cos_cached is None or self.cos_cached.shape[0] < x.shape[1]:
            pos = torch.arange(x.shape[1], dtype=x.dtype)[:, None]
            self.cos_cached = torch.cos(pos / 10 ** (torch.arange(self.dim) / self.dim))  # (1)!
        return x * self.cos_cached[: x.shape[1]]


class Policy(nn.Module):
    def __init__(self, vocab=10, d=4):
        super().__init__()
        self.embed, self.rotary, self.head = nn.Embedding(vocab, d), RotaryEmbedding(d), nn.Linear(d, vocab)

    def forward(self, ids):
        return self.head(self.rotary(self.embed(ids)))


def generate(policy, ids, new_tokens=2):
    for _ in range(new_tokens):
        ids = torch.cat([ids, policy(ids)[:, -1:].argmax(-1)], dim=1)
    return ids


def per_token_logps(policy, ids):
    return policy(ids[:, :-1]).log_softmax(-1).gather(-1, ids[:, 1:, None]).squeeze(-1)


policy = Policy()
with torch.inference_mode():  # (2)!
    completion = generate(policy, torch.tensor([[1, 2]]))
print(completion.is_inference(), policy.rotary.cos_cached.is_inference())
#> True True

try:
    loss = -per_token_logps(policy, completion).mean()  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward

try:
    with torch.enable_grad():  # (4)!
        loss = -per_token_logps(policy, completion.clone()).mean()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward
print(completion.detach().is_inference())  # (5)!
#> True
