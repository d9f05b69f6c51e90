import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)
z = y**2


def walk(fn, depth=0):  # (1)!
    lines = ["    " * depth + type(fn).__name__]
    for parent, _ in fn.next_functions:
        if parent is not None:
            lines += walk(parent, depth + 1)
    return lines


print("\n".join(walk(z.grad_fn)))
'''
PowBackward0
    MulBackward0
        ViewBackward0
            AccumulateGrad
        AccumulateGrad
'''

acc = y.grad_fn.next_functions[1][0]  # (2)!
print(acc.variable is x)
#> True

print(x.is_leaf, y.is_leaf, z.is_leaf)  # (3)!
#> True False False
print(x.grad_fn, y.requires_grad)
#> None True
