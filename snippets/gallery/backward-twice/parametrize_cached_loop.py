import torch
import torch.nn.utils.parametrize as P
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8, 1)


def train(cache, retain_graph=False, steps=3):  # where cached() goes: "step", "forward" or "loop"
    torch.manual_seed(0)
    model = weight_norm(nn.Linear(3, 1))  # (1)!
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    losses = []

    def update(out):
        loss = ((out - y) ** 2).mean()
        opt.zero_grad()
        loss.backward(retain_graph=retain_graph)
        opt.step()
        losses.append(round(loss.item(), 4))

    try:
        if cache == "step":
            for _ in range(steps):
                with P.cached():  # (2)!
                    update(model(x))
        elif cache == "forward":
            for _ in range(steps):
                with P.cached():  # (3)!
                    out = model(x)
                update(out)
        else:
            with P.cached():  # (4)!
                for _ in range(steps):
                    update(model(x))
    except RuntimeError as e:
        return f"step {len(losses)}: RuntimeError: {str(e).split(' (or')[0].split(':')[0]} ..."
    return losses


print(train("loop"))
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(train("loop", retain_graph=True))  # (5)!
'''
step 1: RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation ...
'''
print(train("step"))  # (6)!
#> [2.0625, 1.4712, 1.1599]
print(train("forward"))
#> [2.0625, 1.4712, 1.1599]
