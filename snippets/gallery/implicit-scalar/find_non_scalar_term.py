import sys

import torch
from torch import nn
from torch.overrides import TorchFunctionMode


class ShapeTrail(TorchFunctionMode):  # (1)!
    """For each line of `fn` that computes on tensors requiring grad: the last op on it and its result's shape."""

    def __init__(self, fn):
        super().__init__()
        self.code, self.lines = fn.__code__, {}

    def __torch_function__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        first = out[0] if isinstance(out, (tuple, list)) and out else out  # an RNN, split, max(dim=...) return tuples
        if isinstance(first, torch.Tensor) and first.requires_grad:
            frame = sys._getframe(1)
            while frame is not None and frame.f_code is not self.code:
                frame = frame.f_back
            if frame is not None:
                line = frame.f_lineno - self.code.co_firstlineno + 1  # the def line is line 1
                self.lines[line] = (getattr(func, "__name__", str(func)), tuple(first.shape))
        return out


torch.manual_seed(0)
rnn, head = nn.RNN(4, 8), nn.Linear(8, 10)
inputs, targets = torch.randn(5, 3, 4), torch.randint(0, 10, (15,))


def get_loss():  # an ENAS-style loss: the task loss plus a regulariser on the hidden states
    hiddens, _ = rnn(inputs)
    loss = nn.functional.cross_entropy(head(hiddens).view(-1, 10), targets)
    penalty = 1e-3 * (hiddens.norm(dim=-1) - 1).pow(2).mean(-1)  # (2)!
    return loss + penalty


loss = get_loss()
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs
print(loss.shape)  # (3)!
#> torch.Size([5])

with ShapeTrail(get_loss) as trail:  # (4)!
    get_loss()
print("\n".join(f"line {n} of get_loss: {op} -> {shape}" for n, (op, shape) in trail.lines.items()))
'''
line 2 of get_loss: rnn_tanh -> (5, 3, 8)
line 3 of get_loss: cross_entropy -> ()
line 4 of get_loss: mul -> (5,)
line 5 of get_loss: add -> (5,)
'''


def get_loss_fixed():
    hiddens, _ = rnn(inputs)
    loss = nn.functional.cross_entropy(head(hiddens).view(-1, 10), targets)
    penalty = 1e-3 * (hiddens.norm(dim=-1) - 1).pow(2).mean()  # (5)!
    return loss + penalty


print(get_loss_fixed().shape)
#> torch.Size([])
get_loss_fixed().backward()
fixed = head.weight.grad.clone()
head.zero_grad()
get_loss().sum().backward()  # (6)!
print(torch.allclose(head.weight.grad, 5 * fixed))
#> True
