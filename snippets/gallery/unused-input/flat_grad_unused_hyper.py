import torch
from torch import nn

torch.manual_seed(0)


class NoisyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 1)
        self.log_noise = nn.Parameter(torch.tensor(-2.0))  # a hyperparameter: the input noise's scale

    def forward(self, x):
        if self.training:  # (1)!
            x = x + self.log_noise.exp() * torch.randn_like(x)
        return self.fc(x)


model = NoisyNet()
log_wd = torch.tensor(-3.0, requires_grad=True)  # another hyperparameter: weight decay
hypers = [model.log_noise, log_wd]
x, y = torch.randn(8, 3), torch.randn(8, 1)

model.eval()
val_loss = nn.functional.mse_loss(model(x), y)  # (2)!
try:
    torch.autograd.grad(val_loss, hypers, retain_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph

grads = torch.autograd.grad(val_loss, hypers, retain_graph=True, allow_unused=True)
try:
    torch.cat([g.view(-1) for g in grads])  # (3)!
except AttributeError as e:
    print(type(e).__name__, [g is None for g in grads])
    #> AttributeError [True, True]

weights = [model.fc.weight, model.fc.bias, model.log_noise]
grads = torch.autograd.grad(val_loss, weights, retain_graph=True, allow_unused=True)
dropped = torch.cat([g.view(-1) for g in grads if g is not None])  # (4)!
print(dropped.numel(), sum(p.numel() for p in weights))
#> 4 5

grads = torch.autograd.grad(val_loss, weights, materialize_grads=True)  # (5)!
flat = torch.cat([g.view(-1) for g in grads])
print(flat.numel(), flat[-1].item())
#> 5 0.0
