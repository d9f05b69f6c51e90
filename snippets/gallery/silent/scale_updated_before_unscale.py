import torch
from torch import nn


class DynamicLossScaler:
    """A dynamic loss scaler in the shape of DeepSpeed's FP16_Optimizer.step()."""

    def __init__(self, opt, scale=4.0, window=2, update_first=True):
        self.opt, self.scale, self.window, self.update_first = opt, scale, window, update_first
        self.good_steps = 0

    def scale_loss(self, loss):
        return loss * self.scale

    def update(self, overflow):
        self.good_steps = 0 if overflow else self.good_steps + 1
        if overflow:
            self.scale /= 2
        elif self.good_steps % self.window == 0:
            self.scale *= 2  # no overflow for `window` steps: try a larger scale

    def step(self):
        grads = [p.grad for group in self.opt.param_groups for p in group["params"]]
        overflow = not all(torch.isfinite(g).all() for g in grads)
        if self.update_first:
            self.update(overflow)  # (1)!
        if not overflow:
            for g in grads:
                g.div_(self.scale)  # (2)!
            self.opt.step()
        if not self.update_first:
            self.update(overflow)  # (3)!


def train(make_scaler, label):
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scaler = make_scaler(opt)
    x, y = torch.randn(8, 3), torch.randn(8, 1)
    ratios = []
    for step in range(4):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        true = torch.autograd.grad(loss, model.weight, retain_graph=True)[0]  # (4)!
        before = model.weight.detach().clone()
        if isinstance(scaler, DynamicLossScaler):
            scaler.scale_loss(loss).backward()
            scaler.step()
        else:
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()  # (5)!
        used = (before - model.weight.detach()) / 0.1  # (6)!
        ratios.append(f"{(used / true).mean().item():.3g}")
    print(f"{label}: gradient used / true gradient, steps 0-3: {', '.join(ratios)}")
    #> scale updated first: gradient used / true gradient, steps 0-3: 1, 0.5, 1, 0.5
    #> scale updated after the step: gradient used / true gradient, steps 0-3: 1, 1, 1, 1
    #> torch GradScaler: gradient used / true gradient, steps 0-3: 1, 1, 1, 1


train(lambda opt: DynamicLossScaler(opt, update_first=True), "scale updated first")  # (7)!
train(lambda opt: DynamicLossScaler(opt, update_first=False), "scale updated after the step")
train(lambda opt: torch.amp.GradScaler("cpu", init_scale=4.0, growth_interval=2), "torch GradScaler")  # (8)!
