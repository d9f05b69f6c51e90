import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(2, 3), torch.nn.Tanh(), torch.nn.Linear(3, 1))
compiled = torch.compile(model, backend="aot_eager")  # (1)!
x = torch.randn(4, 2, requires_grad=True)


def penalty(net):
    (g,) = torch.autograd.grad(net(x).sum(), x, create_graph=True)
    return ((g.norm(dim=1) - 1) ** 2).mean()


try:
    penalty(compiled).backward()  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: torch.compile with aot_autograd does not currently support double backward

model.zero_grad()
loss = compiled(x).mean() + 10 * penalty(model)  # (3)!
loss.backward()
compiled_grads = [p.grad.clone() for p in model.parameters()]

model.zero_grad()
(model(x).mean() + 10 * penalty(model)).backward()  # the same, all eager
print(all(torch.allclose(a, p.grad) for a, p in zip(compiled_grads, model.parameters())))
#> True
