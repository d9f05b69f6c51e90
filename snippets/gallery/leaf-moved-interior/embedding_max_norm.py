import torch
from torch import nn

torch.manual_seed(0)
ids = torch.tensor([0, 1, 0])

lat_vecs = nn.Embedding(4, 3, max_norm=1.0)  # as DeepSDF builds its latent codes: each lookup renormalises the rows it reads
v = lat_vecs.weight._version
lat_vecs(ids).pow(2).sum().backward()
print(lat_vecs.weight._version > v, lat_vecs.weight.is_leaf, lat_vecs.weight.grad is not None)  # the lookup wrote into the weight, which is still a leaf with a gradient
#> True True True

lat_vecs = nn.Embedding(4, 3, max_norm=1.0)
w = torch.randn(3, requires_grad=True)
reg = (lat_vecs.weight * w).sum()  # saves the weight before the lookup renormalises it: backward then refuses it
try:
    (reg + lat_vecs(ids).sum()).backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(':')[0]}")
    #> RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation

lat_vecs = nn.Embedding(4, 3, max_norm=1.0)
reg = (lat_vecs.weight.clone() * w).sum()  # the documented fix: this use reads a clone, which the lookup does not write into
(reg + lat_vecs(ids).sum()).backward()
print(lat_vecs.weight.grad.shape)
#> torch.Size([4, 3])
