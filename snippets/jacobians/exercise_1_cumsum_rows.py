import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.cumsum(dim=0)  # (x1, x1 + x2, x1 + x2 + x3)

(J,) = torch.autograd.grad(y, x, grad_outputs=torch.eye(3), is_grads_batched=True)
print(J)
'''
tensor([[1., 0., 0.],
        [1., 1., 0.],
        [1., 1., 1.]])
'''
print(torch.equal(J, torch.tril(torch.ones(3, 3))))
#> True
