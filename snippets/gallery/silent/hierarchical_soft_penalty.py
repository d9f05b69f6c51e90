import torch
from torch import nn

torch.manual_seed(0)
parent_of = torch.tensor([0, 0, 1, 1, 2, 2])  # 6 fine classes, each under one of 3 coarse classes
M = nn.functional.one_hot(parent_of, 3).T.float()  # (1)!
model = nn.Linear(4, 3 + 6)  # one head for the coarse level, one for the fine level
x, y_parent = torch.randn(8, 4), torch.randint(0, 3, (8,))
out = model(x)
p_parent, p_child = out[:, :3].softmax(1), out[:, 3:].softmax(1)

# hard decisions, as a hierarchy penalty is often written
D = (parent_of[p_child.argmax(1)] != p_parent.argmax(1)).float()  # (2)!
l_prev = (p_parent.argmax(1) == y_parent).float()
print(D.requires_grad, l_prev.requires_grad)
#> False False

# the same quantities as probabilities
agree = (p_child * (p_parent @ M)).sum(1)  # (3)!
D_soft = 1 - agree
l_prev_soft = p_parent.gather(1, y_parent[:, None]).squeeze(1)  # (4)!
penalty = (D_soft + l_prev_soft).mean()
(g,) = torch.autograd.grad(penalty, model.weight)
print(f"{g.norm():.3g}")  # (5)!
#> 0.406
