import torch
import torch.nn.functional as F

indices = torch.tensor([[0, 1], [0, 1]])  # two bags of two indices each
weight = torch.rand(2, 3, 4, requires_grad=True)  # (1)!
try:
    F.embedding_bag(indices, weight)
except ValueError as e:
    print(e)  # (2)!
    #> weight has to be a 2D Tensor, but got Tensor of dimension 3

weight = torch.rand(2, 4, requires_grad=True)  # (3)!
F.embedding_bag(indices, weight).sum().backward()
print(weight.grad.shape)
#> torch.Size([2, 4])
