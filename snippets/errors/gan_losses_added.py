import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)  # the set-up of the GAN snippet below
fake = G(torch.randn(4, 2))
score = D(fake)
loss_D, loss_G = score.mean(), -score.mean()  # (1)!

(loss_D + loss_G).backward(retain_graph=True)  # (2)!
print(D.weight.grad, G.weight.grad.abs().max())
#> tensor([[0., 0.]]) tensor(0.)

D.zero_grad()
G.zero_grad()
loss_D.backward(retain_graph=True, inputs=list(D.parameters()))  # (3)!
loss_G.backward(inputs=list(G.parameters()))
print(D.weight.grad.abs().max() > 0, G.weight.grad.abs().max() > 0)
#> tensor(True) tensor(True)
