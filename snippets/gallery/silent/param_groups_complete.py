import torch
from torch import nn

torch.manual_seed(0)
model = nn.ModuleDict({"backbone": nn.Linear(4, 4), "head": nn.Linear(4, 1)})
model.w = nn.Parameter(torch.ones(2))

backbone = list(model["backbone"].parameters())
taken = {id(p) for p in backbone}
rest = [p for p in model.parameters() if id(p) not in taken]  # (1)!
opt = torch.optim.Adam([{"params": backbone, "lr": 0.01}, {"params": rest}], lr=0.1)

in_opt = {id(p) for group in opt.param_groups for p in group["params"]}
missing = [name for name, p in model.named_parameters() if p.requires_grad and id(p) not in in_opt]
assert not missing, f"not in the optimizer: {missing}"  # (2)!

x, y = torch.randn(8, 4), torch.randn(8, 1)
opt.zero_grad()
((model["head"](model.w[0] * model["backbone"](x) + model.w[1] * x) - y) ** 2).mean().backward()
opt.step()
print(model.w.data)  # (3)!
#> tensor([0.9000, 0.9000])
