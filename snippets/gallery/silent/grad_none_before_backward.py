import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
print(model.weight.grad)  # (1)!
#> None
model(torch.randn(4, 3)).sum().backward()
print(model.weight.grad is None)  # (2)!
#> False
opt.step()
opt.zero_grad()
print(model.weight.grad)  # (3)!
#> None
