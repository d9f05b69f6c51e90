import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
ngpu = 4  # the GPUs the script was told to use


def data_parallel_losses(x, y):  # (1)!
    chunks = list(zip(x.chunk(ngpu), y.chunk(ngpu)))  # fewer chunks than GPUs if the batch is small
    return torch.stack([nn.functional.mse_loss(model(xi), yi) for xi, yi in chunks])


x, y = torch.randn(2, 3), torch.randn(2, 1)  # a last batch of 2 samples
loss = data_parallel_losses(x, y)
print(loss.shape)
#> torch.Size([2])
try:
    loss.backward(loss.new_ones(ngpu))  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([4]) and output[0] has a shape of torch.Size([2]).
    '''

loss.mean().backward()  # (3)!
print(model.weight.grad.shape)
#> torch.Size([1, 3])
