import torch
from torch import nn


class DetectorWithLoss(nn.Module):  # (1)!
    def __init__(self):
        super().__init__()
        self.head = nn.Linear(3, 1)

    def forward(self, x, targets):
        return nn.functional.mse_loss(self.head(x), targets)  # a 0-d loss per call


def data_parallel(module, x, targets, n_gpus):  # (2)!
    if n_gpus == 1:
        return module(x, targets)
    losses = [module(xi, ti) for xi, ti in zip(x.chunk(n_gpus), targets.chunk(n_gpus))]
    return torch.stack(losses)  # Gather: scalars are unsqueezed into a vector


torch.manual_seed(0)
model = DetectorWithLoss()
x, targets = torch.randn(8, 3), torch.randn(8, 1)

loss = data_parallel(model, x, targets, n_gpus=1)
print(loss.shape)
#> torch.Size([])
loss.backward()  # one GPU: works

model.zero_grad()
loss = data_parallel(model, x, targets, n_gpus=2)
print(loss.shape)
#> torch.Size([2])
try:
    loss.backward()  # two GPUs: the same line fails
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs
