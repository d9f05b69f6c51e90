import torch
import torch.nn.utils.parametrize as P
from torch import nn
from torch.nn.utils.parametrizations import weight_norm

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8, 1)


def train(cache_per_step, retain_graph=False, steps=3):
    torch.manual_seed(0)
    model = weight_norm(nn.Linear(3, 1))  # (1)!
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    losses = []

    def step():
        loss = ((model(x) - y) ** 2).mean()
        opt.zero_grad()
        loss.backward(retain_graph=retain_graph)
        opt.step()
        losses.append(round(loss.item(), 4))

    try:
        if cache_per_step:
            for _ in range(steps):
                with P.cached():  # (2)!
                    step()
        else:
            with P.cached():  # (3)!
                for _ in range(steps):
                    step()
    except RuntimeError as e:
        return f"step {len(losses)}: RuntimeError: {str(e).split(' (or')[0].split(':')[0]} ..."
    return losses


print(train(cache_per_step=False))
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(train(cache_per_step=False, retain_graph=True))  # (4)!
'''
step 1: RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation ...
'''
print(train(cache_per_step=True))  # (5)!
#> [2.0625, 1.4712, 1.1599]
