import torch

A = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)
b = torch.tensor([1.0, -1.0, 2.0], requires_grad=True)
y = A @ b  # shape (2,)
v = torch.tensor([1.0, 10.0])  # shaped like y

gA, gb = torch.autograd.grad(y, (A, b), grad_outputs=v, retain_graph=True)  # (1)!
print(gA.shape, gb.shape)
#> torch.Size([2, 3]) torch.Size([3])
print(gA)
'''
tensor([[  1.,  -1.,   2.],
        [ 10., -10.,  20.]])
'''
print(gb)
#> tensor([41., 52., 63.])

print(torch.equal(gA, torch.outer(v, b.detach())))  # (2)!
#> True
print(torch.equal(gb, A.detach().T @ v))
#> True

grads = torch.autograd.grad(y, {"A": A, "b": b}, grad_outputs=v)  # (3)!
print(list(grads), torch.equal(grads["b"], gb))
#> ['A', 'b'] True
