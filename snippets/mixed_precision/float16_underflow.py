import torch

for dtype in (torch.float16, torch.bfloat16, torch.float32):
    print(dtype, torch.finfo(dtype).tiny)  # (1)!
    #> torch.float16 6.103515625e-05
    #> torch.bfloat16 1.1754943508222875e-38
    #> torch.float32 1.1754943508222875e-38

small = torch.tensor(1e-8)  # a gradient entry this small is common
print(small.half(), small.bfloat16())  # (2)!
#> tensor(0., dtype=torch.float16) tensor(1.0012e-08, dtype=torch.bfloat16)
print(torch.tensor(2.0**-24).half().item(), torch.tensor(1e-5).half().item())  # (3)!
#> 5.960464477539063e-08 1.0013580322265625e-05

scale = 65536.0  # GradScaler's default init_scale, 2**16
scaled = (small * scale).half()  # (4)!
print(scaled)
#> tensor(0.0007, dtype=torch.float16)
print(scaled.float() / scale)  # (5)!
#> tensor(9.9972e-09)
