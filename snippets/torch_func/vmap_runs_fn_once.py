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

calls.clear()
torch.func.vmap(f, chunk_size=2)(X)  # (4)!
print("calls with chunk_size=2:", len(calls))
#> calls with chunk_size=2: 3

total = torch.zeros(3)


def accumulate(x):
    total.add_(x)  # (5)!
    return x.sum()


try:
    torch.func.vmap(accumulate)(X)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: output with shape [3] doesn't match the broadcast shape [5, 3]
