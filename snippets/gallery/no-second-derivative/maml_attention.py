import torch
import torch.nn.functional as F
from torch import nn
from torch.func import functional_call
from torch.nn.attention import SDPBackend, sdpa_kernel


class Regressor(nn.Module):  # a small transformer regressor with SDPA attention
    def __init__(self, dim=8, heads=2):
        super().__init__()
        self.heads, self.qkv, self.head = heads, nn.Linear(dim, 3 * dim), nn.Linear(dim, 1)

    def forward(self, x):
        b, n, d = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.head(out.transpose(1, 2).reshape(b, n, d))


def adapt(params, x, y, first_order):  # learn2learn's MAML.adapt, in a few lines
    loss = F.mse_loss(functional_call(model, params, (x,)), y)
    grads = torch.autograd.grad(loss, list(params.values()), create_graph=not first_order)  # (1)!
    return {name: p - 0.1 * g for (name, p), g in zip(params.items(), grads)}


def meta_gradient(first_order=False, inner_backend=None):
    model.zero_grad()
    params = dict(model.named_parameters())
    if inner_backend is None:
        fast = adapt(params, support_x, support_y, first_order)
    else:
        with sdpa_kernel(inner_backend):  # (2)!
            fast = adapt(params, support_x, support_y, first_order)
    F.mse_loss(functional_call(model, fast, (query_x,)), query_y).backward()  # (3)!
    return model.qkv.weight.grad.clone()


torch.manual_seed(0)
model = Regressor()
support_x, support_y = torch.randn(4, 5, 8), torch.randn(4, 5, 1)  # one task: its support set
query_x, query_y = torch.randn(4, 5, 8), torch.randn(4, 5, 1)  # ... and its query set
try:
    meta_gradient()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

second_order = meta_gradient(inner_backend=SDPBackend.MATH)
first_order = meta_gradient(first_order=True)  # (4)!
print(torch.allclose(second_order, first_order))
#> False
