import torch
from torch import nn

# The shape of SinGAN's generator loop: several generator steps per iteration, all reusing one fake image.
torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 4), nn.Tanh(), nn.Linear(4, 2))  # a two-layer generator
D = nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
noise = torch.randn(4, 2)

fake = G(noise)  # (1)!
for j in range(3):
    opt_G.zero_grad()
    err_G = -D(fake).mean()
    try:
        err_G.backward(retain_graph=True)  # (2)!
    except RuntimeError as e:
        failed = f"step {j}: RuntimeError: {e}"  # printed after the loop: outputs read in the order they happen
        break
    opt_G.step()  # (3)!
    print(f"step {j}: ok")
    #> step 0: ok
print(failed)
'''
step 1: RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [4, 2]], which is output 0 of AsStrided, is at version 2; expected version 1 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
'''
