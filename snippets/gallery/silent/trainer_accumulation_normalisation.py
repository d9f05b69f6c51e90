import torch
from torch.nn import functional as F

torch.manual_seed(0)
GA = 4  # gradient_accumulation_steps
head = torch.nn.Linear(2, 3, bias=False)  # the model: a 3-token vocabulary
x = torch.randn(GA, 6, 2)  # one micro-batch of 6 positions per forward
labels = torch.randint(0, 3, (GA, 6))


def full_batch_grad(labels):  # the gradient accumulation must reproduce: the mean over every token of the window
    loss = F.cross_entropy(head(x).flatten(0, 1), labels.flatten())
    return torch.autograd.grad(loss, head.weight)[0]


def trainer_step(labels, loss_fn, divide_by_ga):  # (1)!
    head.zero_grad()
    num_items_in_batch = (labels != -100).sum()  # (2)!
    for i in range(GA):
        loss = loss_fn(head(x[i]), labels[i], num_items_in_batch)
        (loss / GA if divide_by_ga else loss).backward()
    return head.weight.grad / full_batch_grad(labels)


def per_forward_mean(logits, y, num_items_in_batch):  # (3)!
    return F.cross_entropy(logits, y)  # ignore_index=-100 by default


def window_normalised(logits, y, num_items_in_batch):  # (4)!
    return F.cross_entropy(logits, y, reduction="sum") / num_items_in_batch


print(trainer_step(labels, per_forward_mean, divide_by_ga=False).flatten())  # (5)!
#> tensor([4.0000, 4.0000, 4.0000, 4.0000, 4.0000, 4.0000])
print(trainer_step(labels, window_normalised, divide_by_ga=True).flatten())  # (6)!
#> tensor([0.2500, 0.2500, 0.2500, 0.2500, 0.2500, 0.2500])
print(trainer_step(labels, per_forward_mean, divide_by_ga=True).flatten())  # (7)!
#> tensor([1.0000, 1.0000, 1.0000, 1.0000, 1.0000, 1.0000])

uneven = labels.clone()
uneven[0, 1:] = -100  # padding: the first micro-batch has 1 token, the others 6
print(trainer_step(uneven, per_forward_mean, divide_by_ga=True).flatten())  # (8)!
#> tensor([0.7710, 0.2293, 1.0146, 2.6513, 0.0504, 4.3407])
print(trainer_step(uneven, window_normalised, divide_by_ga=False).flatten())  # (9)!
#> tensor([1.0000, 1.0000, 1.0000, 1.0000, 1.0000, 1.0000])
