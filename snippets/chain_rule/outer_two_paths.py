import torch

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)
z = y**2
v = torch.randn(4, 4)
G = v * 2 * y.detach()  # dL/dy, as in step 1

shares = {}
y.grad_fn.register_hook(lambda grad_in, grad_out: shares.update(grad_in=grad_in))  # (1)!
z.backward(v)

via_view, direct = shares["grad_in"]
print(via_view.shape, direct.shape)  # (2)!
#> torch.Size([4, 1]) torch.Size([4])
xd = x.detach()
print(torch.allclose(via_view.flatten(), G @ xd), torch.allclose(direct, G.T @ xd))  # (3)!
#> True True
print(torch.allclose(via_view.flatten() + direct, x.grad))
#> True
