import warnings

import numpy as np
import torch
from torch import nn
from torch.utils.data import default_collate

rng = np.random.default_rng(0)
images = [rng.random((10, 12, 3), dtype=np.float32) for _ in range(4)]  # height, width, channels: as read from disk
chw = [im.transpose(2, 0, 1) for im in images]  # (1)!

batch = torch.from_numpy(np.stack(chw))  # (2)!
print(batch.is_contiguous(), batch.is_contiguous(memory_format=torch.channels_last))
#> False True
print(default_collate(chw).is_contiguous())  # (3)!
#> True

conv = nn.Conv2d(3, 8, 3)
for x in (batch, torch.from_numpy(np.ascontiguousarray(np.stack(chw)))):  # (4)!
    g, = torch.autograd.grad(conv(x).sum(), conv.weight)
    print(x.is_contiguous(), g.stride(), conv.weight.stride())
    #> False (27, 1, 9, 3) (27, 9, 3, 1)
    #> True (27, 9, 3, 1) (27, 9, 3, 1)
torch.set_warn_always(True)  # every warning, not only the first of each kind
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for _ in range(2):  # the second backward adds to .grad
        conv(batch).sum().backward()
print(conv.weight.grad.stride(), len(caught))  # (5)!
#> (27, 9, 3, 1) 0
