import torch
from torch import nn
from torch.autograd.graph import saved_tensors_hooks
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
body = nn.Sequential(
    nn.Linear(64, 256), nn.Tanh(), nn.Linear(256, 256), nn.Tanh(),
    nn.Linear(256, 256), nn.Tanh(), nn.Linear(256, 256), nn.Tanh(),
)
head = nn.Linear(256, 1)
param_ptrs = {p.data_ptr() for p in [*body.parameters(), *head.parameters()]}
x = torch.randn(32, 64)
calls = 0


def body_forward(inp):
    global calls
    calls += 1  # (1)!
    return body(inp)


def run(use_checkpoint):
    global calls
    calls, saved = 0, {}

    def pack(t):
        if t.data_ptr() not in param_ptrs:  # (2)!
            saved[t.data_ptr()] = t.numel() * t.element_size()
        return t

    with saved_tensors_hooks(pack, lambda t: t):
        if use_checkpoint:
            h = checkpoint(body_forward, x, use_reentrant=False)  # (3)!
        else:
            h = body_forward(x)
        loss = head(h).sum()
    saved_after_forward = sum(saved.values())
    loss.backward()
    grad = body[0].weight.grad.clone()
    body.zero_grad()
    return saved_after_forward, calls, grad


bytes_plain, calls_plain, grad_plain = run(use_checkpoint=False)
bytes_ckpt, calls_ckpt, grad_ckpt = run(use_checkpoint=True)
print(f"without checkpoint: {bytes_plain} bytes saved, body ran {calls_plain}x")
#> without checkpoint: 139264 bytes saved, body ran 1x
print(f"with checkpoint:    {bytes_ckpt} bytes saved, body ran {calls_ckpt}x")  # (4)!
#> with checkpoint:    40960 bytes saved, body ran 2x
print(torch.equal(grad_plain, grad_ckpt))  # (5)!
#> True
