import torch

w = torch.tensor([0.5, -1.0], requires_grad=True)
X = torch.tensor([[1.0, 2.0], [3.0, 1.0], [0.0, 4.0]])
y = torch.tensor([1.0, 0.0, 2.0])
losses = (X @ w - y) ** 2  # one loss per sample, shape (3,)
weights = torch.tensor([1.0, 0.0, 3.0])  # drop sample 1, count sample 2 thrice

(g,) = torch.autograd.grad(losses, w, grad_outputs=weights)  # (1)!
print(g)
#> tensor([  -5., -154.])

weighted_sum = (weights * (X @ w - y) ** 2).sum()
(g_ref,) = torch.autograd.grad(weighted_sum, w)
print(torch.equal(g, g_ref))
#> True
