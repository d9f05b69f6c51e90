import textwrap

import torch
import torch.autograd.functional as AF
from torch.func import jvp

calls = {"VJP": 0, "JVP": 0}


class Tap(torch.autograd.Function):  # the identity, counting passes as on the page above
    @staticmethod
    def forward(x):
        return x.clone()

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, v):
        calls["VJP"] += 1
        return v

    @staticmethod
    def jvp(ctx, u):
        calls["JVP"] += 1
        return u


f = lambda x: torch.sin(Tap.apply(x)) * x.sum()
x, u = torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 0.0, -1.0])


def count(method):
    calls.update(VJP=0, JVP=0)
    result = method()
    return dict(calls), result


print(count(lambda: jvp(f, (x,), (u,))[1])[0])  # (1)!
#> {'VJP': 0, 'JVP': 1}
print(count(lambda: AF.jvp(f, x, u)[1])[0])  # (2)!
#> {'VJP': 1, 'JVP': 0}
print(count(lambda: AF.hvp(lambda t: f(t).sum(), x, u)[1])[0])  # (3)!
#> {'VJP': 2, 'JVP': 0}
engine_calls = 0
autograd_grad = torch.autograd.grad


def counting_grad(*args, **kwargs):  # every reverse pass of torch.autograd.functional calls this
    global engine_calls
    engine_calls += 1
    return autograd_grad(*args, **kwargs)


def reverse_passes(method):
    global engine_calls
    engine_calls = 0
    torch.autograd.grad = counting_grad
    try:
        method()
    finally:
        torch.autograd.grad = autograd_grad
    return engine_calls


hvp_passes = reverse_passes(lambda: AF.hvp(lambda t: f(t).sum(), x, u))
vhp_passes = reverse_passes(lambda: AF.vhp(lambda t: f(t).sum(), x, u))
jvp_passes = reverse_passes(lambda: AF.jvp(f, x, u))
print(f"hvp: {hvp_passes}, vhp: {vhp_passes}, functional.jvp: {jvp_passes}")  # (4)!
#> hvp: 3, vhp: 2, functional.jvp: 2
print(next(line.strip() for line in AF.hvp.__doc__.splitlines() if "slower" in line))
#> This function is significantly slower than `vhp` due to backward mode AD constraints.
print(torch.allclose(jvp(f, (x,), (u,))[1], AF.jvp(f, x, u)[1]))
#> True
note = " ".join(AF.jvp.__doc__.split("Note:")[1].split())
print(textwrap.fill(note.split(". ")[0] + ".", 88))  # (5)!
'''
``autograd.functional.jvp`` computes the jvp by using the backward of the backward
(sometimes called the double backwards trick).
'''
