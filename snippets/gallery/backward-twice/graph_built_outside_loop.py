import torch
from torch import nn

# A preprocessing layer applied once, before the training loop (denoising-diffusion-pytorch#109: a Conv1d that
# reshapes the data; the forum thread: y = t @ a).
torch.manual_seed(0)
data = torch.randn(8, 1, 16)
reshape = nn.Conv1d(1, 4, 1)  # trainable
model = nn.Conv1d(4, 4, 3, padding=1)
opt = torch.optim.SGD([*reshape.parameters(), *model.parameters()], lr=0.1)

features = reshape(data)  # (1)!
for step in range(2):
    loss = model(features).pow(2).mean()
    try:
        loss.backward()
        print(f"step {step}: backward ok")
        #> step 0: backward ok
    except RuntimeError as e:
        print(f"step {step}: RuntimeError: {str(e).split(' (or')[0]} ...")
        #> step 1: RuntimeError: Trying to backward through the graph a second time ...
    opt.step()
    opt.zero_grad()
