import traceback
import warnings

import torch
from torch import nn

torch.manual_seed(0)


def check_optimizer(optimizer, model):
    """Which tensors an optimizer steps are not (or no longer) the model's leaf parameters, and the reverse."""
    names = {id(p): n for n, p in model.named_parameters()}
    held = set()
    problems = []
    for g, group in enumerate(optimizer.param_groups):
        for i, p in enumerate(group["params"]):
            held.add(id(p))
            where = names.get(id(p), f"param_groups[{g}]['params'][{i}]")
            if not p.is_leaf:
                problems.append(f"{where}: a non-leaf, its .grad stays None")  # (1)!
            elif id(p) not in names:
                problems.append(f"{where}: not in the model any more")  # (2)!
    for n, p in model.named_parameters():
        if p.requires_grad and id(p) not in held:
            problems.append(f"{n}: trainable, but the optimizer does not hold it")
    return problems


model = nn.Sequential(nn.Embedding(10, 4), nn.Linear(4, 2))
optimizer = torch.optim.AdamW(model.parameters(), lr=0.1)
print(check_optimizer(optimizer, model))
#> []

# After the optimizer was built, the embedding is replaced (a larger vocabulary, weights loaded into a new Parameter)
model[0].weight = nn.Parameter(torch.randn(12, 4))  # (3)!
before = model[0].weight.detach().clone()
model(torch.tensor([1, 11])).sum().backward()
optimizer.step()
print(torch.equal(model[0].weight, before))
#> True
for line in check_optimizer(optimizer, model):
    print(line)
    #> param_groups[0]['params'][0]: not in the model any more
    #> 0.weight: trainable, but the optimizer does not hold it

# A parameter the optimizer holds becomes a non-leaf: an in-place write of a value that has a history
layer = nn.Linear(2, 2)
optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
scale = torch.tensor(2.0, requires_grad=True)
layer.weight.requires_grad_(False)
layer.weight.mul_(scale)  # (4)!
print(check_optimizer(optimizer, layer))
#> ['weight: a non-leaf, its .grad stays None']
with warnings.catch_warnings():
    warnings.filterwarnings("error", message="The .grad attribute of a Tensor that is not a leaf")
    try:
        optimizer.step()
    except UserWarning as w:
        frame = traceback.extract_tb(w.__traceback__)[-1]
        print(frame.filename.split("site-packages/")[-1], "|", frame.line)  # (5)!
        #> torch/optim/sgd.py | if p.grad is not None:
