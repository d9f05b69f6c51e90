import torch
import torch.nn.functional as F
from torch import nn


class EdgeHead(nn.Module):  # any module with a registered buffer that the forward pass uses
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 32, 3, padding=1)
        self.register_buffer("kernel", torch.randn(1, 32, 3, 3))  # (1)!

    def forward(self, x):
        return F.conv2d(self.conv(x), self.kernel, padding=1)  # (2)!


def broadcast_buffers(module):  # DDP's copy before each forward (torch without pytorch/pytorch#175851)
    with torch.no_grad():
        for b in module.buffers():
            b.copy_(b.clone())


def named_tensors_of_shape(model, shape):  # (3)!
    shape = torch.Size(shape)
    return {
        "buffers": [n for n, b in model.named_buffers() if b.shape == shape],
        "parameters": [n for n, p in model.named_parameters() if p.shape == shape],
    }


torch.manual_seed(0)
net = EdgeHead()
fake, real = torch.randn(2, 3, 8, 8), torch.randn(2, 3, 8, 8)
broadcast_buffers(net)
out_fake = net(fake)
broadcast_buffers(net)
out_real = net(real)
try:
    (out_fake.mean() - out_real.mean()).backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' Hint')[0]} ...")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [1, 32, 3, 3]] is at version 2; expected version 1 instead. ...
    '''
print(named_tensors_of_shape(net, [1, 32, 3, 3]))
#> {'buffers': ['kernel'], 'parameters': []}

out_fake, out_real = net(fake), net(real)  # (4)!
(out_fake.mean() - out_real.mean()).backward()
print(net.conv.weight.grad.shape)
#> torch.Size([32, 3, 3, 3])
