import torch
from torch import nn

torch.manual_seed(0)
head = nn.Linear(3, 1)
x, targets = torch.randn(8, 3), torch.randn(8, 1)

nn.functional.mse_loss(head(x), targets).backward()  # what one GPU computes
one_gpu = head.weight.grad.clone()


def two_gpu_losses():  # what DataParallel's gather returns with 2 GPUs
    return torch.stack([nn.functional.mse_loss(head(xi), ti) for xi, ti in zip(x.chunk(2), targets.chunk(2))])


head.zero_grad()
two_gpu_losses().mean().backward()  # (1)!
print(torch.allclose(head.weight.grad, one_gpu))
#> True

head.zero_grad()
loss = two_gpu_losses()
loss.backward(torch.ones_like(loss))  # (2)!
print(torch.allclose(head.weight.grad, one_gpu), torch.allclose(head.weight.grad, 2 * one_gpu))
#> False True
