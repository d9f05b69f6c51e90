import torch
from torch.func import vjp

x = torch.zeros(2, 3)
out, vjp_fn = vjp(lambda t: t.sum(dim=0), x)
print(out.shape)
#> torch.Size([3])

(g,) = vjp_fn(torch.tensor([1.0, 2.0, 3.0]))  # v shaped like the output, (3,)
print(g)
'''
tensor([[1., 2., 3.],
        [1., 2., 3.]])
'''
