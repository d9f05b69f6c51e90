import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(8, 4)

# LoRA starts with B = 0: A's gradient is exactly 0 until B has moved
A, B = nn.Linear(4, 2, bias=False), nn.Linear(2, 4, bias=False)
nn.init.zeros_(B.weight)
opt = torch.optim.AdamW([*A.parameters(), *B.parameters()], lr=1e-2)
num_training_steps = 5 // 8  # (1)!
sched = torch.optim.lr_scheduler.LambdaLR(  # (2)!
    opt, lambda step: max(0.0, (num_training_steps - step) / max(1, num_training_steps)))
for step in range(3):
    loss = (x + B(A(x))).pow(2).mean()  # the frozen base layer is the identity here
    loss.backward()
    print(step, f"lr {sched.get_last_lr()[0]:.0e}", f"|grad A| {A.weight.grad.norm():.3f}", f"|grad B| {B.weight.grad.norm():.3f}")
    #> 0 lr 0e+00 |grad A| 0.000 |grad B| 0.319
    #> 1 lr 0e+00 |grad A| 0.000 |grad B| 0.319
    #> 2 lr 0e+00 |grad A| 0.000 |grad B| 0.319
    opt.step()
    sched.step()
    opt.zero_grad()

# GRPO: every completion of a prompt got the same reward
rewards = torch.tensor([[0.0, 0.0, 0.0, 0.0]])  # (3)!
advantages = (rewards - rewards.mean(1, keepdim=True)) / (rewards.std(1, keepdim=True) + 1e-4)
logits = torch.randn(1, 4, requires_grad=True)  # stands in for the policy's log-probabilities
loss = -(advantages * logits.log_softmax(1)).mean()
loss.backward()
print(advantages, logits.grad.abs().max())  # (4)!
#> tensor([[0., 0., 0., 0.]]) tensor(0.)
