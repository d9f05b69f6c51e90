import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
x, target = torch.randn(5, 3), torch.randn(5, 2)


def per_sample_grads(model, register):  # the shape of autograd-hacks / Opacus
    acts, backprops, handles = {}, {}, []
    for layer in (model[0], model[2]):
        handles.append(layer.register_forward_hook(
            lambda m, i, o: acts.__setitem__(m, i[0].detach())))
        handles.append(getattr(layer, register)(
            lambda m, gi, go: backprops.__setitem__(m, go[0].detach())))  # (1)!
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loss = ((model(x) - target) ** 2).sum()
        model.zero_grad()
        loss.backward()
    for h in handles:
        h.remove()
    grads = {m: torch.einsum("bo,bi->boi", backprops[m], acts[m]) for m in acts}  # (2)!
    return grads, sorted({str(w.message).split(". ")[0] for w in caught})


# the reference: one backward pass per sample
ref = []
for i in range(5):
    model.zero_grad()
    ((model(x[i:i + 1]) - target[i:i + 1]) ** 2).sum().backward()
    ref.append(model[0].weight.grad.clone())
ref = torch.stack(ref)

grads, warned = per_sample_grads(model, "register_backward_hook")
print(torch.allclose(grads[model[0]], ref, atol=1e-6), warned)  # (3)!
'''
True ['Using a non-full backward hook when the forward contains multiple autograd Nodes is deprecated and will be removed in future versions']
'''

fresh = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))  # (4)!
fresh.load_state_dict(model.state_dict())
grads, warned = per_sample_grads(fresh, "register_full_backward_hook")
print(torch.allclose(grads[fresh[0]], ref, atol=1e-6), warned)  # (5)!
'''
True ['Full backward hook is firing when gradients are computed with respect to module outputs since no inputs require gradients']
'''
