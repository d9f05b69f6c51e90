import torch

W = torch.tensor([[1.0, 2.0], [0.0, 1.0]])
x = torch.tensor([1.0, 1.0], requires_grad=True)
y = W @ x
y.retain_grad()
z = y**2
v = torch.ones(2)
z.backward(v)

G = torch.tensor([6.0, 2.0])  # step 1 by hand: v * 2y, with y = (3, 1)
by_hand = torch.tensor([6.0, 14.0])  # step 2 by hand: W^T G
print(y.grad, x.grad)
#> tensor([6., 2.]) tensor([ 6., 14.])
print(torch.allclose(y.grad, G), torch.allclose(x.grad, by_hand))
#> True True
