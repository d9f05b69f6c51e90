import torch
from torch import nn

torch.manual_seed(0)
rnn = nn.RNNCell(2, 3)
h = torch.zeros(1, 3)
for step in range(3):
    h = rnn(torch.randn(1, 2), h.detach())  # (1)!
    loss = h.pow(2).sum()
    loss.backward()
    print(f"step {step}: backward ok")
    #> step 0: backward ok
    #> step 1: backward ok
    #> step 2: backward ok
