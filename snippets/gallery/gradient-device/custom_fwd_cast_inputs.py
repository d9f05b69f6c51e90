import torch

torch.manual_seed(0)
seen = []


class Float32Only(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type="cpu", cast_inputs=torch.float32)  # (1)!
    def forward(ctx, x, w):
        seen.append(("forward", x.dtype, w.dtype))
        ctx.save_for_backward(x, w)
        return x @ w

    @staticmethod
    @torch.amp.custom_bwd(device_type="cpu")  # (2)!
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        seen.append(("backward", g.dtype))
        return g @ w.t(), x.t() @ g


lin = torch.nn.Linear(4, 4)
x = torch.randn(2, 4)
w = torch.randn(4, 3, requires_grad=True)
with torch.autocast("cpu", dtype=torch.bfloat16):
    h = lin(x)  # (3)!
    y = Float32Only.apply(h, w)
h.register_hook(lambda g: seen.append(("gradient of h", g.dtype)))
y.sum().backward()
print(h.dtype, y.dtype)
#> torch.bfloat16 torch.float32
for s in seen:
    print(*s)
    #> forward torch.float32 torch.float32
    #> backward torch.float32
    #> gradient of h torch.bfloat16

seen.clear()
try:
    Float32Only.apply(h.detach(), w)  # (4)!
except RuntimeError as e:
    print(seen, "->", str(e).split(",")[0])
    #> [('forward', torch.bfloat16, torch.float32)] -> expected m1 and m2 to have the same dtype
