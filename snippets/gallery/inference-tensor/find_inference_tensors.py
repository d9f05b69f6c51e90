import torch
from torch import nn


def find_inference_tensors(**objects):
    """Name every inference tensor held by the given modules, dicts, lists or objects: parameters, buffers, attributes."""
    found, seen = [], set()

    def walk(obj, path, depth=0):
        if id(obj) in seen or depth > 6:
            return
        seen.add(id(obj))
        if torch.is_tensor(obj):
            if obj.is_inference():
                found.append(f"{path} {tuple(obj.shape)}")
        elif isinstance(obj, nn.Module):
            for name, t in [*obj.named_parameters(recurse=False), *obj.named_buffers(recurse=False)]:
                walk(t, f"{path}.{name}", depth + 1)
            for name, child in obj.named_children():
                walk(child, f"{path}.{name}", depth + 1)
            for name, value in vars(obj).items():
                if not name.startswith("_"):
                    walk(value, f"{path}.{name}", depth + 1)
        elif isinstance(obj, dict):
            for key, value in obj.items():
                walk(value, f"{path}[{key!r}]", depth + 1)
        elif isinstance(obj, (list, tuple)):
            for i, value in enumerate(obj):
                walk(value, f"{path}[{i}]", depth + 1)
        elif hasattr(obj, "__dict__") and not isinstance(obj, type):
            for name, value in vars(obj).items():
                walk(value, f"{path}.{name}", depth + 1)

    for name, obj in objects.items():
        walk(obj, name)
    return found


class Policy(nn.Module):  # a policy that keeps what it computed last, as decoders and routing policies often do
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(2, 4)
        self.head = nn.Linear(4, 1)
        self.cached_embeddings = None

    def forward(self, locs, reuse_cache=False):
        if not reuse_cache or self.cached_embeddings is None:
            self.cached_embeddings = self.encoder(locs)
        return self.head(self.cached_embeddings).squeeze(-1)


class Baseline:  # a greedy-rollout baseline, evaluated in inference mode as rl4co's RolloutBaseline does
    def __init__(self, policy):
        self.policy = policy

    def eval(self, td):
        with torch.inference_mode():
            return self.policy(td["locs"])


torch.manual_seed(0)
policy = Policy()
baseline = Baseline(policy)
td = {"locs": torch.rand(5, 2)}

bl_val = baseline.eval(td)  # (1)!
try:
    reward = policy(td["locs"], reuse_cache=True)  # (2)!
    (reward - bl_val).pow(2).mean().backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward

for line in find_inference_tensors(policy=policy, td=td, bl_val=bl_val, baseline=baseline):  # (3)!
    print(line)
    #> policy.cached_embeddings (5, 4)
    #> bl_val (5,)

policy.cached_embeddings = None  # (4)!
reward = policy(td["locs"], reuse_cache=True)
(reward - bl_val).pow(2).mean().backward()
print(policy.encoder.weight.grad.shape)
#> torch.Size([4, 2])

policy.zero_grad(set_to_none=True)
with torch.no_grad():  # (5)!
    bl_val = policy(td["locs"])
reward = policy(td["locs"], reuse_cache=True)
(reward - bl_val).pow(2).mean().backward()
print("encoder:", policy.encoder.weight.grad, "| head:", policy.head.weight.grad is not None)
#> encoder: None | head: True
