import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=1e-6)
scaler = torch.amp.GradScaler("cpu")  # (1)!
x = torch.randn(16, 4) * 16  # large activations


def train_step():
    with torch.autocast("cpu", dtype=torch.float16):  # (2)!
        loss = model(x).float().pow(2).mean()
    opt.zero_grad()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()


print(scaler.get_scale())
#> 65536.0
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            train_step()
        except RuntimeError as e:
            print(f"RuntimeError: {e}")  # (3)!
            #> RuntimeError: Function 'AddmmBackward0' returned nan values in its 2th output.

for step in range(8):  # (4)!
    before = model[0].weight.clone()
    train_step()
    skipped = torch.equal(before, model[0].weight)
    print(f"step {step}: scale {scaler.get_scale():.0f}, skipped: {skipped}")
    #> step 0: scale 32768, skipped: True
    #> step 1: scale 16384, skipped: True
    #> step 2: scale 8192, skipped: True
    #> step 3: scale 4096, skipped: True
    #> step 4: scale 2048, skipped: True
    #> step 5: scale 1024, skipped: True
    #> step 6: scale 1024, skipped: False
    #> step 7: scale 1024, skipped: False
