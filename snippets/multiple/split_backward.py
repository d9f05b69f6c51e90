import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

# Stage 1 (say, on one device): y = f(x)
y = torch.outer(x, x)
# Stage 2 gets y cut off from stage 1's graph
y_in = y.detach().requires_grad_()  # (1)!
L = (y_in**2).sum()
L.backward()
print(y_in.grad.shape)  # dL/dy, shaped like y
#> torch.Size([3, 3])

y.backward(y_in.grad)  # (2)!
print(x.grad)
#> tensor([ 56., 112., 168.])

x_ref = x.detach().clone().requires_grad_()
(torch.outer(x_ref, x_ref) ** 2).sum().backward()  # one backward through everything
print(torch.equal(x.grad, x_ref.grad))  # (3)!
#> True
