import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
h = x * 2  # a non-leaf tensor
handle = h.register_hook(lambda g: g.clamp(max=5.0))  # (1)!

loss = (h**2).sum()  # dloss/dh = 2h = [4, 8, 12]
loss.backward()
print(x.grad)  # (2)!
#> tensor([ 8., 10., 10.])

handle.remove()  # (3)!
x.grad = None
(x * 2).pow(2).sum().backward()
print(x.grad)
#> tensor([ 8., 16., 24.])
