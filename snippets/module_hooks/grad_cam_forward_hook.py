import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(
    nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(),
    nn.Conv2d(4, 8, 3, padding=1), nn.ReLU(),  # net[3]: the layer we explain
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 5),
).eval()
image = torch.randn(1, 3, 6, 6)

store = {}
handle = net[3].register_forward_hook(lambda m, inp, out: store.update(act=out))  # (1)!
scores = net(image)  # (2)!
handle.remove()

A = store["act"]  # activations, shape (1, 8, 6, 6)
c = scores.argmax(dim=1).item()
(dA,) = torch.autograd.grad(scores[0, c], A)  # (3)!
print(A.shape, dA.shape)
#> torch.Size([1, 8, 6, 6]) torch.Size([1, 8, 6, 6])

weights = dA.mean(dim=(2, 3), keepdim=True)  # (4)!
print(torch.allclose(weights.flatten(), net[6].weight[c] / 36))  # (5)!
#> True
cam = torch.relu((weights * A).sum(dim=1))[0].detach()  # (6)!
print(cam.shape)
#> torch.Size([6, 6])
torch.set_printoptions(precision=2)
print(cam / cam.max())
'''
tensor([[0.28, 0.00, 0.00, 0.76, 0.42, 0.22],
        [0.55, 1.00, 0.74, 0.00, 0.00, 0.00],
        [0.00, 0.00, 0.00, 0.00, 0.00, 0.00],
        [0.00, 0.36, 0.00, 0.00, 0.00, 0.11],
        [0.00, 0.00, 0.00, 0.19, 0.37, 0.37],
        [0.00, 0.00, 0.72, 0.61, 0.24, 0.00]])
'''

seen = {}
net[3].register_full_backward_hook(lambda m, gi, go: seen.update(go=go[0]))
net(image)[0, c].backward()  # (7)!
print(torch.allclose(seen["go"], dA))
#> True
