import torch

torch.manual_seed(0)
x = torch.ones(5)  # input tensor
y = torch.zeros(3)  # expected output
w = torch.randn(5, 3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
z = torch.matmul(x, w) + b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)
loss.backward()
print(w.grad.shape, b.grad.shape)  # (1)!
#> torch.Size([5, 3]) torch.Size([3])

dz = (torch.sigmoid(z) - y).detach() / 3  # (2)!
print(torch.allclose(b.grad, dz), torch.allclose(w.grad, torch.outer(x, dz)))  # (3)!
#> True True
