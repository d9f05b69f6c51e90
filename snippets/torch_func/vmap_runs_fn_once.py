import torch

calls = []


def f(x):
    calls.append(tuple(x.shape))  # (1)!
    return x.sin().sum()


X = torch.randn(5, 3)
out = torch.func.vmap(f)(X)
print("results:", out.shape, "calls of f:", len(calls), "shape f saw:", calls[0])  # (2)!
#> results: torch.Size([5]) calls of f: 1 shape f saw: (3,)
print(torch.allclose(out, torch.stack([f(x) for x in X])))  # (3)!
#> True
