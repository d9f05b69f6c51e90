import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2  # float32 output

for dtype in (torch.float64, torch.bfloat16, torch.float16):
    v = torch.ones(3, dtype=dtype)
    (g,) = torch.autograd.grad(y, x, grad_outputs=v, retain_graph=True)  # (1)!
    print(dtype, "->", g.dtype, g)
    #> torch.float64 -> torch.float32 tensor([2., 2., 2.])
    #> torch.bfloat16 -> torch.float32 tensor([2., 2., 2.])
    #> torch.float16 -> torch.float32 tensor([2., 2., 2.])

v = torch.full((3,), 1 / 3)
(exact,) = torch.autograd.grad(y, x, grad_outputs=v, retain_graph=True)
(rounded,) = torch.autograd.grad(y, x, grad_outputs=v.bfloat16(), retain_graph=True)  # (2)!
print(exact)
#> tensor([0.6667, 0.6667, 0.6667])
print(rounded)
#> tensor([0.6680, 0.6680, 0.6680])
print(v.bfloat16()[0].item())
#> 0.333984375
