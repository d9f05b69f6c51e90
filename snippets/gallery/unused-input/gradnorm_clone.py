import torch
from torch import nn

torch.manual_seed(0)
shared = nn.Linear(3, 3)  # the layer whose gradient norms GradNorm balances
head1, head2 = nn.Linear(3, 1), nn.Linear(3, 1)
x = torch.randn(8, 3)
h = shared(x)
L1, L2 = head1(h).pow(2).mean(), head2(h).pow(2).mean()
W = shared.weight

try:
    torch.autograd.grad(L1, W.clone(), retain_graph=True, create_graph=True)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph

(g,) = torch.autograd.grad(L1, W.clone(), retain_graph=True, allow_unused=True)  # (2)!
print(g)
#> None

G1 = torch.autograd.grad(L1, W, retain_graph=True, create_graph=True)[0].norm()  # (3)!
G2 = torch.autograd.grad(L2, W, retain_graph=True, create_graph=True)[0].norm()
print(G1.grad_fn is not None, round(G1.item(), 4), round(G2.item(), 4))
#> True 0.5913 0.5639
