import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
X, Y = torch.randn(8, 3), torch.randn(8, 1)

torch.nn.functional.mse_loss(model(X), Y).backward()  # the whole batch at once
full = model.weight.grad.clone()

opt.zero_grad()  # (1)!
print(model.weight.grad)
#> None
for xb, yb in zip(X.split(2), Y.split(2)):  # 4 micro-batches of 2
    loss = torch.nn.functional.mse_loss(model(xb), yb) / 4  # (2)!
    loss.backward()  # adds into .grad
print(torch.allclose(model.weight.grad, full))
#> True
opt.step()
