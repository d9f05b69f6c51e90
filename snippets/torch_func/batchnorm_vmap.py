import torch
from torch import nn
from torch.func import replace_all_batch_norm_modules_

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
chunks = torch.randn(2, 5, 3)  # 2 groups of 5 samples

try:
    torch.vmap(model)(chunks)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Batch norm got a batched tensor as input while the running_mean or running_var, which will be updated in place, were not batched.
    If you are using a module and do not need eval mode, please set `track_running_stats` to be False.If you are using a prebuilt module and do not need eval mode, please see the functorch website for resources on how to patch your module to work with vmap
    '''

replace_all_batch_norm_modules_(model)  # (2)!
print(model[1].running_mean, model[1].track_running_stats)
#> None False
out = torch.vmap(model)(chunks)
print(tuple(out.shape))
#> (2, 5, 4)
print(torch.allclose(out[1], model(chunks[1]), atol=1e-6))  # (3)!
#> True
model.eval()
print(torch.allclose(torch.vmap(model)(chunks), out))  # eval mode: same output
#> True
