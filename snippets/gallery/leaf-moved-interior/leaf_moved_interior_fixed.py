import torch

rows = [torch.ones(3, requires_grad=True), torch.full((3,), 2.0, requires_grad=True)]

# A buffer filled row by row, used before and after: write into a copy, not into the tensor the graph used.
buf = torch.zeros(2, 3, requires_grad=True)
y = (buf * 2).sum()
filled = buf.clone()  # (1)!
for i, r in enumerate(rows):
    filled[i] = r
(y + filled.sum()).backward()
print(buf.grad.tolist(), rows[0].grad.tolist())
#> [[2.0, 2.0, 2.0], [2.0, 2.0, 2.0]] [1.0, 1.0, 1.0]

# Or build the result from its pieces in one operation.
for r in rows:
    r.grad = None
stacked = torch.stack(rows)  # (2)!
stacked.sum().backward()
print(stacked.is_leaf, rows[1].grad.tolist())
#> False [1.0, 1.0, 1.0]
