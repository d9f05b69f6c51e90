import torch
from torch import nn

torch.manual_seed(0)
rnn = nn.RNNCell(2, 3)
opt = torch.optim.SGD(rnn.parameters(), lr=0.1)
h = torch.zeros(1, 3)
for step in range(3):
    h = rnn(torch.randn(1, 2), h)  # (1)!
    loss = h.pow(2).sum()
    opt.zero_grad()
    try:
        loss.backward(retain_graph=True)  # (2)!
        opt.step()
        print(f"step {step}: ok")
        #> step 0: ok
        #> step 1: ok
    except RuntimeError as e:
        print(f"step {step}: RuntimeError: {str(e).split(':')[0]} ...")  # (3)!
        '''
        step 2: RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation ...
        '''
