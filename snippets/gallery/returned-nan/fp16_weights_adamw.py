import copy
import warnings

import torch
import torch.nn.functional as F
from torch import nn


def logps(model, ids):  # the mean log-probability of each sequence's tokens
    logits = model(ids)[:, :-1]
    return torch.gather(F.log_softmax(logits, -1), -1, ids[:, 1:, None]).squeeze(-1).mean(-1)


def dpo_loss(policy, ref, chosen, rejected, beta=0.1):
    with torch.no_grad():
        ref_margin = logps(ref, chosen) - logps(ref, rejected)
    return -F.logsigmoid(beta * (logps(policy, chosen) - logps(policy, rejected) - ref_margin)).mean()


torch.manual_seed(0)
policy = nn.Sequential(nn.Embedding(100, 32), nn.Linear(32, 100)).half()  # (1)!
ref = copy.deepcopy(policy)
opt = torch.optim.AdamW(policy.parameters(), lr=1e-5, weight_decay=0.01)
chosen, rejected = torch.randint(0, 100, (2, 1, 12))

loss = dpo_loss(policy, ref, chosen, rejected)
loss.backward()
grads_finite = all(p.grad.isfinite().all() for p in policy.parameters())
print(f"step 0: loss {loss.item():.4f}, gradients finite: {grads_finite}")  # (2)!
#> step 0: loss 0.6934, gradients finite: True
opt.step()
print("weights finite:", all(p.isfinite().all().item() for p in policy.parameters()))  # (3)!
#> weights finite: False
state = opt.state[policy[1].weight]
print(torch.tensor(1e-8).half(), (state["exp_avg_sq"] == 0).float().mean())  # (4)!
#> tensor(0., dtype=torch.float16) tensor(0.9513)

opt.zero_grad()
loss = dpo_loss(policy, ref, chosen, rejected)
print(f"step 1: loss {loss.item()}")
#> step 1: loss nan
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            loss.backward()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (5)!
            #> RuntimeError: Function 'LogSigmoidBackward0' returned nan values in its 0th output.
