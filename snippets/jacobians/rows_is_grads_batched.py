import torch


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)

V = torch.eye(y.numel())  # (1)!
(J,) = torch.autograd.grad(y, x, grad_outputs=V, is_grads_batched=True)  # (2)!
print(J)
'''
tensor([[ 2.0000,  1.0000, -0.9900],
        [ 8.1548,  0.0000,  2.7183]])
'''

x1, x2, x3 = x.detach()
by_hand = torch.tensor([[x2, x1, torch.cos(x3)], [torch.exp(x1) * x3, 0.0, torch.exp(x1)]])
print(torch.allclose(J, by_hand))
#> True
