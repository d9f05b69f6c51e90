import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x, y = torch.randn(8, 3), torch.randn(8, 1)
(want,) = torch.autograd.grad(((model(x) - y) ** 2).mean(), model.weight)


def criterion(model, x, y, backward=True, retain_graph=False):  # a criterion that runs the backward pass itself
    loss = ((model(x) - y) ** 2).mean()
    if backward:
        loss.backward(retain_graph=retain_graph)  # (1)!
    return loss


def train_step(**kw):  # the framework's step: it calls backward on whatever the criterion returns
    model.zero_grad()
    loss = criterion(model, x, y, **kw)
    loss.backward()  # (2)!
    return model.weight.grad / want


try:
    train_step()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' (or')[0]} ...")
    #> RuntimeError: Trying to backward through the graph a second time ...
print(train_step(retain_graph=True))  # (3)!
#> tensor([[2., 2., 2.]])
print(train_step(backward=False))  # (4)!
#> tensor([[1., 1., 1.]])
