import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
L = (x**3).sum()
L.backward(torch.tensor(-2.0))  # a 0-d gradient: c = -2
print(x.grad)
#> tensor([ -6., -24.])

by_hand = -2 * 3 * x.detach() ** 2  # c times dL/dx = 3x^2
print(torch.allclose(x.grad, by_hand))
#> True
