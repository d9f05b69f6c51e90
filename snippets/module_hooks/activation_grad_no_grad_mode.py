import torch
from torch import nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
store = {}
net[1].register_forward_hook(lambda m, inp, out: store.update(act=out))

with torch.no_grad():  # (1)!
    score = net(torch.randn(1, 4))[0, 0]
print(store["act"].requires_grad)
#> False
try:
    torch.autograd.grad(score, store["act"])
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn

with torch.inference_mode():  # (2)!
    net(torch.randn(1, 4))
print(store["act"].is_inference(), store["act"].requires_grad)
#> True False

score = net(torch.randn(1, 4))[0, 0]  # (3)!
(g,) = torch.autograd.grad(score, store["act"])
print(g.shape)
#> torch.Size([1, 8])
