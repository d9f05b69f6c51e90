import torch
import torch.autograd.forward_ad as fwAD

torch.manual_seed(0)
Ws = [torch.randn(256, 256) / 16 for _ in range(8)]


def f(x):  # 8 layers
    for W in Ws:
        x = torch.tanh(x @ W)
    return x


saved = []


def pack(t):  # called for every tensor autograd keeps for a backward pass
    if not any(t is W for W in Ws):  # the weights exist anyway; count what is new
        saved.append(t.numel() * t.element_size())
    return t


x, u = torch.randn(64, 256), torch.randn(64, 256)
with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
    y = f(x.clone().requires_grad_())  # (1)!
print(len(saved), "tensors kept,", sum(saved) / 2**20, "MiB")
#> 8 tensors kept, 0.5 MiB

saved.clear()
with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t), fwAD.dual_level():
    y, Ju = fwAD.unpack_dual(f(fwAD.make_dual(x, u)))  # (2)!
print(len(saved), "tensors kept")
#> 0 tensors kept
