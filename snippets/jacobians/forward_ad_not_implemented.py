import torch
from torch.func import jacfwd, jacrev

f = lambda p: torch.cdist(p, p)  # pairwise distances between 3 points in the plane
p = torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0]])

print(jacrev(f)(p).shape)  # (1)!
#> torch.Size([3, 3, 3, 2])
try:
    jacfwd(f)(p)  # (2)!
except NotImplementedError as e:
    print(f"NotImplementedError: {e}")
    '''
    NotImplementedError: Trying to use forward AD with _cdist_forward that does not support it because it has not been implemented yet.
    Please file an issue to PyTorch at https://github.com/pytorch/pytorch/issues/new?template=feature-request.yml so that we can prioritize its implementation or submit a PR adding the implementation to derivatives.yaml
    '''
