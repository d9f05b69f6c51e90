import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
model[0].requires_grad_(False)  # (1)!
x, y = torch.randn(8, 3), torch.randn(8, 1)


def adapt(model, loss, lr=0.1, **kwargs):
    """The inner step of a MAML library: one gradient per parameter, kept differentiable."""
    return torch.autograd.grad(loss, list(model.parameters()), create_graph=True, **kwargs)  # (2)!


loss = nn.functional.mse_loss(model(x), y)
try:
    adapt(model, loss)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad

try:
    adapt(model, loss, allow_unused=True)  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: One of the differentiated Tensors does not require grad

model[0].requires_grad_(True)  # (4)!
try:
    adapt(model, loss)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.
    '''
