import warnings

import torch
from torch import nn
from torch.autograd.function import once_differentiable


class ScaleFunction(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(x, w):
        return x * w

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        return g * w, (g * x).sum(0)


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4))

    def forward(self, x):
        return torch.tanh(ScaleFunction.apply(x, self.w))


def solver_step(model, x, lr=0.1):  # (2)!
    x = x.detach().requires_grad_()
    (g,) = torch.autograd.grad(model(x).pow(2).sum(), x, create_graph=True)
    return x - lr * g


torch.manual_seed(0)
model, x0, target = Layer(), torch.randn(8, 4), torch.randn(8, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():  # (3)!
        try:
            (solver_step(model, x0) - target).pow(2).mean().backward()  # (4)!
        except RuntimeError as e:
            print(f"RuntimeError: {e}")
            #> RuntimeError: trying to differentiate twice a function that was marked with @once_differentiable

heads, frames = [], []  # printed after the loop: the heads of both tracebacks, then their frames
for w in caught:
    lines = str(w.message).strip().splitlines()
    if "Traceback of forward call" in lines[0]:  # (5)!
        heads.append(lines[0].strip())
        frames.append([line.strip() for line in lines if "create_graph" in line or "Function.apply" in line])
print("\n".join(heads))
'''
Error detected in torch::autograd::Error. Traceback of forward call that caused the error:
Previous calculation was induced by ScaleFunctionBackward. Traceback of forward call that induced the previous calculation:
'''
print("\n".join(map(str, frames)))
'''
['(g,) = torch.autograd.grad(model(x).pow(2).sum(), x, create_graph=True)']
['(g,) = torch.autograd.grad(model(x).pow(2).sum(), x, create_graph=True)', 'return torch.tanh(ScaleFunction.apply(x, self.w))']
'''
