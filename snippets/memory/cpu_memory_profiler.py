import torch
from torch.profiler import ProfilerActivity, profile

x = torch.randn(256, 1024, requires_grad=True)  # 1 MiB of float32
with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:  # (1)!
    y = x.tanh().tanh().sum()
tanh = next(e for e in prof.key_averages() if e.key == "aten::tanh")
print("aten::tanh calls:", tanh.count, "CPU bytes allocated:", tanh.cpu_memory_usage)  # (2)!
#> aten::tanh calls: 2 CPU bytes allocated: 2097152
