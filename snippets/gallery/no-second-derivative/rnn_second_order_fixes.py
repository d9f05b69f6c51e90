import torch
from torch import nn


def lstm_cell(x, h, c, cell):  # (1)!
    gates = x @ cell.weight_ih.T + cell.bias_ih + h @ cell.weight_hh.T + cell.bias_hh
    i, f, g, o = gates.chunk(4, dim=1)
    c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    return torch.sigmoid(o) * torch.tanh(c), c


torch.manual_seed(0)
cell = nn.LSTMCell(3, 5)
x = torch.randn(4, 3, requires_grad=True)
h = c = torch.zeros(4, 5)

h_lib, _ = cell(x, (h, c))
h_own, _ = lstm_cell(x, h, c, cell)
print(torch.allclose(h_lib, h_own, atol=1e-6))  # (2)!
#> True

(g,) = torch.autograd.grad(h_own.sum(), x, create_graph=True)
g.pow(2).sum().backward()  # (3)!
print(cell.weight_ih.grad.shape)
#> torch.Size([20, 3])

lstm = nn.LSTM(3, 5, batch_first=True)
seq = torch.randn(2, 6, 3, requires_grad=True)
with torch.backends.cudnn.flags(enabled=False):  # (4)!
    out, _ = lstm(seq)
    (g,) = torch.autograd.grad(out.sum(), seq, create_graph=True)
g.pow(2).sum().backward()
print(lstm.weight_ih_l0.grad.shape)
#> torch.Size([20, 3])
