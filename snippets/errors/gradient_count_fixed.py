import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y1 = x * 2
y2 = x**2
torch.autograd.backward([y1, y2], grad_tensors=[torch.ones(3), torch.ones(3)])  # (1)!
print(x.grad)
#> tensor([4., 6., 8.])
print(torch.equal(x.grad, 2 + 2 * x.detach()))
#> True

x2 = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(g,) = torch.autograd.grad([x2 * 2], [x2], grad_outputs=[torch.ones(3), torch.full((5,), 7.0)])  # (2)!
print(g)
#> tensor([2., 2., 2.])
