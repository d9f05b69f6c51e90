import torch
from torch import nn

torch.manual_seed(0)
parent_of = torch.tensor([0, 0, 1, 1, 2, 2])  # 6 fine classes, each under one of 3 coarse classes
M = nn.functional.one_hot(parent_of, 3).T.float()  # (1)!
model = nn.Linear(4, 3 + 6)  # one head for the coarse level, one for the fine level
x, y_child = torch.randn(8, 4), torch.randint(0, 6, (8,))
y_parent = parent_of[y_child]
out = model(x)
p_parent, p_child = out[:, :3].softmax(1), out[:, 3:].softmax(1)
p_loss = 3.0

# hard decisions, as calculate_dloss writes them: each is 1 for "wrong"
mismatch = (parent_of[p_child.argmax(1)] != p_parent.argmax(1)).float()  # (2)!
l_prev = (p_parent.argmax(1) != y_parent).float()
l_curr = (p_child.argmax(1) != y_child).float()
dloss = (p_loss ** (mismatch * l_prev) * p_loss ** (mismatch * l_curr) - 1).sum()
print(dloss.requires_grad)
#> False

# the same quantities as probabilities
mismatch_soft = 1 - (p_child * (p_parent @ M)).sum(1)  # (3)!
l_prev_soft = 1 - p_parent.gather(1, y_parent[:, None]).squeeze(1)  # (4)!
l_curr_soft = 1 - p_child.gather(1, y_child[:, None]).squeeze(1)
dloss = (p_loss ** (mismatch_soft * l_prev_soft) * p_loss ** (mismatch_soft * l_curr_soft) - 1).sum()
(g,) = torch.autograd.grad(dloss, model.weight)
print(f"{g.norm():.3g}")  # (5)!
#> 13.5
