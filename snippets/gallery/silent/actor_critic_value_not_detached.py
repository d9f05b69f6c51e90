import torch
from torch import nn
from torch.nn import functional as F

torch.manual_seed(0)
actor, critic = nn.Linear(4, 3), nn.Linear(4, 1)
state, reward = torch.randn(8, 4), torch.randn(8)
action = torch.randint(0, 3, (8,))  # the actions that were taken


def step(fixed):
    actor.zero_grad()
    critic.zero_grad()
    log_prob = F.log_softmax(actor(state), dim=1)[torch.arange(8), action]
    value = critic(state).squeeze(1)
    advantage = reward - value  # (1)!
    if fixed:
        advantage = advantage.detach()  # (2)!
    policy_loss = -(advantage * log_prob).mean()
    value_loss = F.mse_loss(value, reward)  # (3)!
    (own,) = torch.autograd.grad(value_loss, critic.weight, retain_graph=True)
    (policy_loss + value_loss).backward()
    return torch.allclose(critic.weight.grad, own), actor.weight.grad.clone()


same_as_own, actor_grad = step(fixed=False)
print(same_as_own)  # (4)!
#> False
same_as_own, actor_grad_fixed = step(fixed=True)
print(same_as_own, torch.allclose(actor_grad, actor_grad_fixed))  # (5)!
#> True True
