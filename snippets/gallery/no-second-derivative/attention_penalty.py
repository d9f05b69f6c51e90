import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention import SDPBackend, sdpa_kernel


class SelfAttention(nn.Module):  # the shape of a diffusers / ViT attention block
    def __init__(self, dim, heads=2):
        super().__init__()
        self.heads, self.qkv, self.proj = heads, nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)

    def forward(self, x):
        b, n, d = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        out = F.scaled_dot_product_attention(q, k, v)  # (1)!
        return self.proj(out.transpose(1, 2).reshape(b, n, d))


def r1_penalty(model, x):
    x = x.detach().requires_grad_()
    (grad,) = torch.autograd.grad(model(x).sum(), x, create_graph=True)
    return grad.pow(2).sum()


torch.manual_seed(0)
model = SelfAttention(8)
x = torch.randn(2, 5, 8)
try:
    r1_penalty(model, x).backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")  # (2)!
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

x_ = x.detach().requires_grad_()
out = model(x_)
with sdpa_kernel(SDPBackend.MATH):  # (3)!
    (grad,) = torch.autograd.grad(out.sum(), x_, create_graph=True)
    try:
        grad.pow(2).sum().backward()
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

with sdpa_kernel(SDPBackend.MATH):  # (4)!
    penalty = r1_penalty(model, x)
penalty.backward()
print(model.qkv.weight.grad.shape)
#> torch.Size([24, 8])


def penalty_of(x):  # the same penalty, written with torch.func
    return torch.func.grad(lambda x: model(x).sum())(x).pow(2).sum()


try:
    torch.func.grad(penalty_of)(x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")  # (5)!
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented
with sdpa_kernel(SDPBackend.MATH):
    print(torch.func.grad(penalty_of)(x).shape)
    #> torch.Size([2, 5, 8])
