import torch
from torch import nn

torch.manual_seed(0)
rnn = nn.RNNCell(2, 3)
h = torch.zeros(1, 3)
for step in range(2):
    h = rnn(torch.randn(1, 2), h)  # (1)!
    loss = h.pow(2).sum()
    try:
        loss.backward()
        print(f"step {step}: backward ok")
        #> step 0: backward ok
    except RuntimeError as e:
        print(f"step {step}: RuntimeError: {str(e).split(' (or')[0]} ...")
        #> step 1: RuntimeError: Trying to backward through the graph a second time ...
