import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
loss = (x * x).sum()
loss.backward(retain_graph=True)  # (1)!
print(x.grad)
#> tensor([2., 4., 6.])
loss.backward()  # (2)!
print(x.grad)
#> tensor([ 4.,  8., 12.])

x.grad = None
for step in range(2):  # (3)!
    loss = (x * x).sum()
    loss.backward()
    print(x.grad)
    #> tensor([2., 4., 6.])
    #> tensor([2., 4., 6.])
    x.grad = None
