import warnings

import torch
from torch import nn

warnings.filterwarnings("ignore", message="Full backward hook is firing")


def watch_nonfinite(model):  # (1)!
    """Record, in order, the modules whose forward output or backward gradient has a nan or an inf."""
    found = []

    def bad(ts):
        return any(torch.is_tensor(t) and t.is_floating_point() and not torch.isfinite(t).all() for t in ts)

    def as_tuple(x):
        return x if isinstance(x, tuple) else (x,)

    for name, m in model.named_modules():
        if next(m.children(), None) is not None:
            continue  # leaf modules only: a container repeats what its last child says

        def fwd(m, inputs, output, name=name):
            if bad(as_tuple(output)):
                found.append(f"forward  {name} ({type(m).__name__}): output not finite, inputs finite: {not bad(inputs)}")

        def bwd(m, grad_input, grad_output, name=name):
            if bad(grad_input) and not bad(grad_output):  # (2)!
                found.append(f"backward {name} ({type(m).__name__}): gradient of its input not finite, of its output finite")

        m.register_forward_hook(fwd)
        m.register_full_backward_hook(bwd)
    return found


class L2Normalize(nn.Module):  # hand-written feature normalisation, eps outside the sqrt
    def forward(self, x):
        return x / (x.pow(2).sum(-1, keepdim=True).sqrt() + 1e-6)


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3, bias=False), L2Normalize(), nn.Linear(3, 1))
x = torch.randn(3, 4)
x[0] = 0  # a padding row: its features are all zero

found = watch_nonfinite(model)
loss = model(x).sum()
loss.backward()
print(loss.isfinite().item())  # (3)!
#> True
for line in found:  # (4)!
    print(line)
    #> backward 1 (L2Normalize): gradient of its input not finite, of its output finite
print([n for n, p in model.named_parameters() if not torch.isfinite(p.grad).all()])
#> ['0.weight']

found.clear()
x[1, 0] = float("nan")  # (5)!
model(x)
print(found[0])
#> forward  0 (Linear): output not finite, inputs finite: False
