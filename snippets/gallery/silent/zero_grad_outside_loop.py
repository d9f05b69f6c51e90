import torch

torch.manual_seed(0)
X = torch.randn(64, 3)
y = X @ torch.tensor([1.0, -2.0, 0.5])
model = torch.nn.Linear(3, 1, bias=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

opt.zero_grad()  # (1)!
for step in range(8):
    loss = ((model(X).squeeze(1) - y) ** 2).mean()
    (own,) = torch.autograd.grad(loss, model.weight, retain_graph=True)  # (2)!
    loss.backward()
    print(step, f"loss {loss.item():6.3f}", f"own {own.norm():6.3f}", f".grad {model.weight.grad.norm():6.3f}")
    #> 0 loss  4.818 own  3.670 .grad  3.670
    #> 1 loss  3.565 own  3.155 .grad  6.825
    #> 2 loss  1.738 own  2.201 .grad  9.024
    #> 3 loss  0.323 own  0.950 .grad  9.962
    #> 4 loss  0.081 own  0.502 .grad  9.512
    #> 5 loss  1.137 own  1.795 .grad  7.744
    #> 6 loss  2.919 own  2.861 .grad  4.916
    #> 7 loss  4.468 own  3.532 .grad  1.510
    opt.step()
