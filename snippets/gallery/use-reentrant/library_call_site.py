import functools
import sys
import traceback
import types
import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

library = types.ModuleType("some_library")  # imitates a library module that imports checkpoint itself
library.checkpoint = checkpoint


def encode(layers, x):  # the library's code: checkpoint without use_reentrant
    for layer in layers:
        x = library.checkpoint(layer, x)
    return x


library.encode = encode

torch.manual_seed(0)
layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
x = torch.randn(2, 4, requires_grad=True)
mine = checkpoint(torch.tanh, x, use_reentrant=False)  # (1)!

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    library.encode(layers, mine).sum().backward()
print(len(caught), "warnings, although my own call passes use_reentrant")
#> 2 warnings, although my own call passes use_reentrant

with warnings.catch_warnings():
    warnings.filterwarnings("error", message="torch.utils.checkpoint")  # (2)!
    try:
        library.encode(layers, x)
    except UserWarning:
        frames = traceback.extract_tb(sys.exc_info()[2])
        print("called from:", [f.name for f in frames if "torch" not in f.filename])
        #> called from: ['<module>', 'encode']

library.checkpoint = functools.partial(checkpoint, use_reentrant=False)  # (3)!
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    library.encode(layers, x).sum().backward()
print(len(caught), "warnings after the patch")
#> 0 warnings after the patch
