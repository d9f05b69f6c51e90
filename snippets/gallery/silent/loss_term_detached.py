import torch
from torch import nn
from torch.nn import functional as F

torch.manual_seed(0)
teacher, student = nn.Linear(4, 3), nn.Linear(4, 3)
x, y = torch.randn(8, 4), torch.randint(0, 3, (8,))


def student_grad(loss):
    return torch.autograd.grad(loss, student.weight, retain_graph=True)[0]


s, t = student(x), teacher(x)
ce = F.cross_entropy(s, y)
distill = ((s - t) ** 2).mean()  # (1)!

print(torch.equal(student_grad(ce + 10 * distill.detach()), student_grad(ce)))  # (2)!
#> True

distill = ((s - t.detach()) ** 2).mean()  # (3)!
loss = ce + 10 * distill
print(torch.equal(student_grad(loss), student_grad(ce)))  # (4)!
#> False
loss.backward()
print(teacher.weight.grad)  # (5)!
#> None
