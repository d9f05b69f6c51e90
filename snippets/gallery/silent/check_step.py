import torch
from torch import nn


def check_step(model, opt, loss):
    """Use in place of loss.backward(), before opt.step(): what is off with each parameter."""
    params = {n: p for n, p in model.named_parameters() if p.requires_grad}
    own = torch.autograd.grad(loss, list(params.values()), retain_graph=True, allow_unused=True)  # (1)!
    loss.backward()
    in_opt = {id(p) for group in opt.param_groups for p in group["params"]}
    found = []
    for (name, p), g in zip(params.items(), own):
        if g is None:
            found.append(f"{name}: no path from the loss")  # (2)!
        elif not torch.isfinite(g).all():
            found.append(f"{name}: nan or inf in its gradient")
        elif not torch.allclose(p.grad, g):
            found.append(f"{name}: .grad is {p.grad.norm() / g.norm():.3g} times this step's gradient")  # (3)!
        if id(p) not in in_opt:
            found.append(f"{name}: in no param group of the optimizer")
    return found


torch.manual_seed(0)
model = nn.ModuleDict({"body": nn.Linear(3, 3), "head": nn.Linear(3, 1), "aux": nn.Linear(3, 1)})
opt = torch.optim.SGD([*model["body"].parameters(), *model["aux"].parameters()], lr=0.1)  # (4)!
x, y = torch.randn(8, 3), torch.randn(8, 1)
for step in range(2):  # (5)!
    loss = ((model["head"](model["body"](x)) - y) ** 2).mean()
    for line in check_step(model, opt, loss):
        print(step, line)
        #> 0 head.weight: in no param group of the optimizer
        #> 0 head.bias: in no param group of the optimizer
        #> 0 aux.weight: no path from the loss
        #> 0 aux.bias: no path from the loss
        #> 1 body.weight: .grad is 2.35 times this step's gradient
        #> 1 body.bias: .grad is 2.29 times this step's gradient
        #> 1 head.weight: .grad is 2.25 times this step's gradient
        #> 1 head.weight: in no param group of the optimizer
        #> 1 head.bias: .grad is 2.29 times this step's gradient
        #> 1 head.bias: in no param group of the optimizer
        #> 1 aux.weight: no path from the loss
        #> 1 aux.bias: no path from the loss
    opt.step()
