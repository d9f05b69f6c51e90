import torch
from torch import nn
from torch.func import functional_call


def meta_step(detach, num_fast=2):
    torch.manual_seed(0)
    net = nn.Linear(4, 3)
    x, y = torch.randn(8, 4), torch.randint(0, 3, (8,))
    outputs = net(x)  # (1)!
    nn.functional.cross_entropy(outputs, y).backward(retain_graph=True)
    for i in range(num_fast):
        fast_loss = nn.functional.cross_entropy(outputs, y.roll(i + 1))  # labels perturbed differently each time
        try:
            grads = torch.autograd.grad(fast_loss, net.parameters(), create_graph=True, retain_graph=True)
            grads = detach(grads)
            fast_weights = {n: p - 0.1 * g for (n, p), g in zip(net.named_parameters(), grads)}
            consistent_loss = functional_call(net, fast_weights, (x,)).logsumexp(1).mean()
            consistent_loss.backward()  # (2)!
        except RuntimeError as e:
            return f"inner iteration {i}: {str(e).split(' (or')[0]}"
    return f"{num_fast} inner iterations ok"


def discarded(grads):
    for grad in grads:
        grad.detach()
    return grads


def loop_variable(grads):  # (3)!
    for grad in grads:
        grad = grad.detach()
    return grads


print(meta_step(discarded))
#> inner iteration 1: Trying to backward through the graph a second time
print(meta_step(loop_variable))
#> inner iteration 1: Trying to backward through the graph a second time
print(meta_step(lambda grads: [g.detach() for g in grads]))  # (4)!
#> 2 inner iterations ok
