import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
policy = nn.Linear(4, 1)  # stands for the policy model: one log-probability per completion
completions = torch.randn(4, 4)


def kto_loss(logps, labels, beta=0.1):  # trl's KTOTrainer in a few lines (no reference model, no KL term)
    chosen = logps[[i for i in range(len(labels)) if labels[i] is True]]  # (1)!
    rejected = logps[[i for i in range(len(labels)) if labels[i] is False]]
    chosen_losses = 1 - F.sigmoid(beta * chosen) if chosen.shape[0] != 0 else torch.Tensor([])  # (2)!
    rejected_losses = 1 - F.sigmoid(-beta * rejected) if rejected.shape[0] != 0 else torch.Tensor([])
    return torch.cat((chosen_losses, rejected_losses)).nanmean()


loss = kto_loss(policy(completions).squeeze(1), [1, 0, 1, 0])
print(loss)  # (3)!
#> tensor(nan)
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

loss = kto_loss(policy(completions).squeeze(1), [True, False, True, False])  # (4)!
loss.backward()
print(policy.weight.grad is not None)
#> True
