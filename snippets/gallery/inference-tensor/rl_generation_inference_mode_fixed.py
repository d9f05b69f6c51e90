import torch
from torch import nn

torch.manual_seed(0)


class RotaryEmbedding(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim, self.cos_cached = dim, None

    def forward(self, x):
        stale = self.cos_cached is not None and self.cos_cached.is_inference() and not torch.is_inference_mode_enabled()
        if self.cos_cached is None or self.cos_cached.shape[0] < x.shape[1] or stale:  # (1)!
            pos = torch.arange(x.shape[1], dtype=x.dtype)[:, None]
            self.cos_cached = torch.cos(pos / 10 ** (torch.arange(self.dim) / self.dim))
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
with torch.no_grad():  # (2)!
    completion = generate(policy, torch.tensor([[1, 2]]))
(-per_token_logps(policy, completion).mean()).backward()
print(completion.is_inference(), policy.head.weight.grad is not None)
#> False True

policy = Policy()
with torch.inference_mode():  # (3)!
    completion = generate(policy, torch.tensor([[1, 2]]))
(-per_token_logps(policy, completion.clone()).mean()).backward()
print(policy.rotary.cos_cached.is_inference(), policy.head.weight.grad is not None)
#> False True
