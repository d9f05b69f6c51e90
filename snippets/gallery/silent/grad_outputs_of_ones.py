import torch

torch.manual_seed(0)
x = torch.randn(2, 3, requires_grad=True)
y = torch.softmax(x, 1)

try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones(3))  # (1)!
except RuntimeError as e:
    print(str(e)[:48], "...")
    #> Mismatch in shape: grad_output[0] has a shape of ...
(g,) = torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y), retain_graph=True)  # (2)!
print(bool(g.abs().max() < 1e-6))
#> True
(g00,) = torch.autograd.grad(y[0, 0], x)  # (3)!
print(g00)
'''
tensor([[ 0.1312, -0.1139, -0.0173],
        [ 0.0000,  0.0000,  0.0000]])
'''
