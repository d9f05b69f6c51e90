import torch
from torch.nn import functional as F

torch.manual_seed(0)
GA = 4  # args.gradient_accumulation_steps
model = torch.nn.Linear(3, 1)
window = [(torch.randn(8, 3), torch.randn(8, 1)) for _ in range(2)]  # (1)!


def step_grad(divisor):  # one optimizer step over the window, as a subclass's compute_loss divides
    model.zero_grad()
    for x, y in window:
        loss = F.mse_loss(model(x), y)  # (2)!
        (loss / divisor).backward()  # (3)!
    return model.weight.grad.clone()


x, y = torch.cat([x for x, _ in window]), torch.cat([y for _, y in window])
reference = torch.autograd.grad(F.mse_loss(model(x), y), model.weight)[0]  # the window's batch at once
print(step_grad(GA) / reference)  # (4)!
#> tensor([[0.5000, 0.5000, 0.5000]])
print(step_grad(len(window)) / reference)  # (5)!
#> tensor([[1.0000, 1.0000, 1.0000]])
