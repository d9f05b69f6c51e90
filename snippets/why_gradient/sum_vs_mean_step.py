import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
X = torch.randn(8, 3)
losses = (X @ w - 1) ** 2  # (1)!

(g_sum,) = torch.autograd.grad(losses.sum(), w, retain_graph=True)
(g_mean,) = torch.autograd.grad(losses.mean(), w)
print(torch.allclose(g_sum, 8 * g_mean))  # (2)!
#> True

lr = 0.01
step_mean = lr * g_mean
step_sum = (lr / 8) * g_sum  # (3)!
print(torch.allclose(step_mean, step_sum))
#> True

print(torch.nn.MSELoss().reduction)  # (4)!
#> mean
