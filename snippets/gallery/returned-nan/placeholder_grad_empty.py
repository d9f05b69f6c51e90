import warnings

import torch

warnings.filterwarnings("ignore", message="Anomaly Detection has been enabled")
warnings.filterwarnings("ignore", message="Error detected in")


class Request:  # the shape of torchrec's comm ops: a dummy tensor links the request to its wait
    def __init__(self, make=torch.empty):
        self.dummy_tensor = make(1, requires_grad=True)  # (1)!


class Wait(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, req, dummy):
        ctx.req = req
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        return grad * 2, None, ctx.req.dummy_tensor  # (2)!


def step(make):
    x = torch.ones(3, requires_grad=True)
    req = Request(make)
    Wait.apply(x, req, req.dummy_tensor).sum().backward()
    return x.grad


torch.use_deterministic_algorithms(True)  # (3)!
print(torch.utils.deterministic.fill_uninitialized_memory, torch.empty(2))
#> True tensor([nan, nan])

print(step(torch.empty))  # (4)!
#> tensor([2., 2., 2.])
with torch.autograd.detect_anomaly():
    try:
        step(torch.empty)
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: Function 'WaitBackward' returned nan values in its 1th output.
    print(step(torch.zeros))  # (5)!
    #> tensor([2., 2., 2.])
with torch.autograd.detect_anomaly(check_nan=False):  # (6)!
    print(step(torch.empty))
    #> tensor([2., 2., 2.])
torch.use_deterministic_algorithms(False)
