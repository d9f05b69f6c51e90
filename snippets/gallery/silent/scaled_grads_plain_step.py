import copy

import torch
from torch import nn

torch.manual_seed(0)
start = nn.Linear(4, 1)
x, y = torch.randn(8, 4), torch.randn(8, 1)


def moved(scaler_step, make_opt):
    model = copy.deepcopy(start)
    opt = make_opt(model.parameters())
    scaler = torch.amp.GradScaler("cpu", init_scale=2.0**10)  # nerfacc's example: GradScaler(2**10)
    loss = ((model(x) - y) ** 2).mean()
    scaler.scale(loss).backward()  # (1)!
    if scaler_step:
        scaler.step(opt)  # (2)!
        scaler.update()
    else:
        opt.step()  # (3)!
    return (model.weight - start.weight).norm().item()


for name, make_opt in [("SGD", lambda p: torch.optim.SGD(p, lr=0.01)), ("Adam", lambda p: torch.optim.Adam(p))]:
    ratio = moved(False, make_opt) / moved(True, make_opt)
    print(f"{name}: plain opt.step() moves the weight {ratio:.4g} times as far")  # (4)!
    #> SGD: plain opt.step() moves the weight 1024 times as far
    #> Adam: plain opt.step() moves the weight 1 times as far
