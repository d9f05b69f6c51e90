import torch
import torch.nn.functional as F

torch.manual_seed(0)
student = torch.nn.Linear(4, 3)  # (1)!
x = torch.randn(8, 4)
labels = torch.tensor([0, 1, 2, 0, 1, 2, 0, 1])
teacher_hidden = torch.randn(8, 3)


def patience_loss(t, s):
    return F.mse_loss(t.float(), s.float()).half()  # (2)!


out = student(x)
pt = patience_loss(teacher_hidden, out)
seen = []
pt.register_hook(lambda g: seen.append(g.dtype))
loss = F.cross_entropy(out, labels) + pt
print(loss.grad_fn.name(), pt.dtype, loss.dtype)  # (3)!
#> AddBackward0 torch.float16 torch.float32
loss.backward()
print(seen, student.weight.grad.dtype)  # (4)!
#> [torch.float16] torch.float32
grad_half = student.weight.grad.clone()

student.zero_grad()
out = student(x)
pt32 = F.mse_loss(teacher_hidden, out)  # (5)!
(F.cross_entropy(out, labels) + pt32).backward()
print(torch.equal(student.weight.grad, grad_half))
#> True
print(pt32.item(), pt.item())  # (6)!
#> 1.3639308214187622 1.3642578125
print(torch.tensor(70000.0).half())
#> tensor(inf, dtype=torch.float16)
