import torch
from torch.autograd.graph import saved_tensors_hooks

saved = []


def pack(t):  # (1)!
    saved.append((tuple(t.shape), t.numel() * t.element_size()))
    return t


def unpack(t):
    return t


x = torch.randn(1000, requires_grad=True)
with saved_tensors_hooks(pack, unpack):
    a = torch.sin(x)  # sin'(x) = cos(x) needs x
    y = (a * x).sum()  # d(a*x) needs both a and x
print(len(saved), saved)  # (2)!
#> 3 [((1000,), 4000), ((1000,), 4000), ((1000,), 4000)]

mul = y.grad_fn.next_functions[0][0]  # (3)!
print(mul.name(), [n for n in dir(mul) if n.startswith("_saved")])
#> MulBackward0 ['_saved_other', '_saved_self']
print(torch.equal(mul._saved_self, a), torch.equal(mul._saved_other, x))
#> True True
sin = mul.next_functions[0][0]
print(sin.name(), sin._saved_self.data_ptr() == x.data_ptr())  # (4)!
#> SinBackward0 True
