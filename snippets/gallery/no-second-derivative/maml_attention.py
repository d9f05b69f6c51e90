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


def support_loss(params):  # the user's code: the support set's forward pass
    return F.mse_loss(functional_call(model, params, (support_x,)), support_y)


def adapt(params, loss, first_order=False):  # learn2learn's MAML.adapt(loss), in a few lines
    grads = torch.autograd.grad(loss, list(params.values()), create_graph=not first_order)  # (1)!
    return {name: p - 0.1 * g for (name, p), g in zip(params.items(), grads)}


def meta_gradient(fast):
    model.zero_grad()
    F.mse_loss(functional_call(model, fast, (query_x,)), query_y).backward()  # (2)!
    return model.qkv.weight.grad.clone()


torch.manual_seed(0)
model = Regressor()
params = dict(model.named_parameters())
support_x, support_y = torch.randn(4, 5, 8), torch.randn(4, 5, 1)  # one task: its support set
query_x, query_y = torch.randn(4, 5, 8), torch.randn(4, 5, 1)  # ... and its query set
try:
    meta_gradient(adapt(params, support_loss(params)))
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

loss = support_loss(params)
with sdpa_kernel(SDPBackend.MATH):  # (3)!
    fast = adapt(params, loss)
try:
    meta_gradient(fast)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: derivative for aten::_scaled_dot_product_flash_attention_for_cpu_backward is not implemented

with sdpa_kernel(SDPBackend.MATH):  # (4)!
    fast = adapt(params, support_loss(params))
second_order = meta_gradient(fast)
first_order = meta_gradient(adapt(params, support_loss(params), first_order=True))  # (5)!
print(torch.allclose(second_order, first_order))
#> False
