import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
block = nn.Linear(4, 4)
x = torch.randn(2, 4, requires_grad=True)

with warnings.catch_warnings():
    warnings.simplefilter("error")  # (1)!
    try:
        checkpoint(block, x)  # the library's call, as it was
    except UserWarning as e:
        print(f"UserWarning raised: {str(e).split('. ')[0]}")
        #> UserWarning raised: torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly
    y = checkpoint(block, x, use_reentrant=False)  # (2)!
    print("explicit use_reentrant: ran,", y.shape)
    #> explicit use_reentrant: ran, torch.Size([2, 4])
