import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)  # a generator and a critic
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
opt_D = torch.optim.SGD(D.parameters(), lr=0.1)

fake = G(torch.randn(4, 2))
score = D(fake)  # D saves its weight to compute the gradient w.r.t. fake
loss_D, loss_G = score.mean(), -score.mean()

opt_D.zero_grad()
loss_D.backward(retain_graph=True)
opt_D.step()  # (1)!
print(D.weight._version)
#> 2

opt_G.zero_grad()
try:
    loss_G.backward()  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [2, 1]], which is output 0 of AsStrided, is at version 2; expected version 1 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
    '''
