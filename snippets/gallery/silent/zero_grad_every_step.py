import torch

torch.manual_seed(0)
X = torch.randn(64, 3)
y = X @ torch.tensor([1.0, -2.0, 0.5])
model = torch.nn.Linear(3, 1, bias=False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

for step in range(8):
    opt.zero_grad()  # (1)!
    loss = ((model(X).squeeze(1) - y) ** 2).mean()
    (own,) = torch.autograd.grad(loss, model.weight, retain_graph=True)
    loss.backward()
    print(step, f"loss {loss.item():6.3f}", f"own {own.norm():6.3f}", f".grad {model.weight.grad.norm():6.3f}")
    #> 0 loss  4.818 own  3.670 .grad  3.670
    #> 1 loss  3.565 own  3.155 .grad  3.155
    #> 2 loss  2.639 own  2.714 .grad  2.714
    #> 3 loss  1.954 own  2.334 .grad  2.334
    #> 4 loss  1.447 own  2.009 .grad  2.009
    #> 5 loss  1.072 own  1.728 .grad  1.728
    #> 6 loss  0.794 own  1.487 .grad  1.487
    #> 7 loss  0.588 own  1.280 .grad  1.280
    opt.step()
