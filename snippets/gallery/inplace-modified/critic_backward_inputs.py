import torch
import torch.nn.functional as F
from torch import nn

# The shape of the report's train(): a shared feature network, a classifier head and a domain critic head.
torch.manual_seed(0)
x, y = torch.randn(8, 4), torch.randint(0, 2, (8,))
domain = torch.tensor([1] * 4 + [0] * 4)  # 1: source samples, 0: target samples


def build():  # the same weights and the same forward pass at every call
    torch.manual_seed(1)
    shared = nn.Sequential(nn.Linear(4, 3), nn.Tanh(), nn.Linear(3, 3))  # the report's sharedNet
    cls_fc, critic = nn.Linear(3, 2), nn.Linear(3, 2)  # its cls_fc and domain_fc
    feature = shared(x)
    confu = F.cross_entropy(critic(feature), domain)  # (1)!
    loss = F.cross_entropy(cls_fc(feature), y) - confu  # (2)!
    optimizer = torch.optim.SGD([*shared.parameters(), *cls_fc.parameters()], lr=0.1)
    optimizer_critic = torch.optim.SGD(critic.parameters(), lr=0.1)
    return shared, critic, loss, confu, optimizer, optimizer_critic


def grads(module):
    return [p.grad for p in module.parameters()]


def same(a, b):
    return all(u is not None and torch.allclose(u, v) for u, v in zip(a, b, strict=True))


shared, critic, loss, confu, _, _ = build()
ref_shared = torch.autograd.grad(loss, [*shared.parameters()], retain_graph=True)  # (3)!
summed = torch.autograd.grad(loss + confu, [*shared.parameters()], retain_graph=True)
ref_critic = torch.autograd.grad(confu, [*critic.parameters()])

# The report's order: optimizer.step() between the two backward passes
shared, critic, loss, confu, optimizer, optimizer_critic = build()
optimizer.zero_grad()
loss.backward(retain_graph=True)
optimizer.step()
optimizer_critic.zero_grad()
try:
    confu.backward(retain_graph=True)  # (4)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3, 3]], which is output 0 of AsStrided, is at version 2; expected version 1 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True, check_nan=False).
    '''

# The fix: the critic's backward pass before the step, into the critic's parameters only
shared, critic, loss, confu, optimizer, optimizer_critic = build()
optimizer.zero_grad()
loss.backward(retain_graph=True)
print(critic.weight.grad is None)
#> False
optimizer_critic.zero_grad()  # (5)!
confu.backward(inputs=[*critic.parameters()])  # (6)!
print(same(grads(shared), ref_shared), same(grads(critic), ref_critic))
#> True True
optimizer.step()
optimizer_critic.step()

# The report's order with only inputs= added: the critic's backward pass stops at the critic
shared, critic, loss, confu, optimizer, optimizer_critic = build()
optimizer.zero_grad()
loss.backward(retain_graph=True)
optimizer.step()
optimizer_critic.zero_grad()
confu.backward(inputs=[*critic.parameters()])  # (7)!
print(same(grads(critic), ref_critic))
#> True
optimizer_critic.step()

# Both backward passes, then both steps: confu's gradient is added to sharedNet's
shared, critic, loss, confu, optimizer, optimizer_critic = build()
optimizer.zero_grad()
loss.backward(retain_graph=True)
optimizer_critic.zero_grad()
confu.backward()
print(same(grads(shared), ref_shared), same(grads(shared), summed))  # (8)!
#> False True
optimizer.step()
optimizer_critic.step()
