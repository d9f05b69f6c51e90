import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
q = torch.randn(1, 2, 3, 4, requires_grad=True)  # (batch, heads, tokens, features)

out = F.scaled_dot_product_attention(q, q, q)
(g,) = torch.autograd.grad(out.sum(), q, create_graph=True)
print(type(out.grad_fn).__name__)
#> ScaledDotProductFlashAttentionForCpuBackward0
try:
    torch.autograd.grad(g.pow(2).sum(), q)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

with sdpa_kernel(SDPBackend.MATH):  # (2)!
    out = F.scaled_dot_product_attention(q, q, q)
(g,) = torch.autograd.grad(out.sum(), q, create_graph=True)
(h,) = torch.autograd.grad(g.pow(2).sum(), q)


def attention(q, k, v):  # the formula, written out
    return torch.softmax(q @ k.transpose(-2, -1) / k.shape[-1] ** 0.5, dim=-1) @ v


(g2,) = torch.autograd.grad(attention(q, q, q).sum(), q, create_graph=True)
(h2,) = torch.autograd.grad(g2.pow(2).sum(), q)
print(torch.allclose(h, h2, atol=1e-6))  # (3)!
#> True
