import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

torch.manual_seed(0)
q, k, v = torch.randn(3, 1, 2, 3, 4).unbind(0)
dq = torch.randn(1, 2, 3, 4)


def attn(q):
    return F.scaled_dot_product_attention(q, k, v)


try:
    torch.func.jvp(attn, (q,), (dq,))  # (1)!
except NotImplementedError as e:
    print(f"NotImplementedError: {str(e).splitlines()[0]}")
    '''
    NotImplementedError: Trying to use forward AD with _scaled_dot_product_flash_attention_for_cpu that does not support it because it has not been implemented yet.
    '''

with sdpa_kernel(SDPBackend.MATH):  # (2)!
    _, tangent = torch.func.jvp(attn, (q,), (dq,))
scale = q.shape[-1] ** -0.5
_, expected = torch.func.jvp(
    lambda q: torch.softmax(q @ k.transpose(-2, -1) * scale, -1) @ v, (q,), (dq,))
print(torch.allclose(tangent, expected, atol=1e-6))
#> True
