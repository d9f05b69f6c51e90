import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

y = torch.sin(x**2).sum()
(g,) = torch.autograd.grad(y, x, create_graph=True)  # g = cos(x²)·2x
(h,) = torch.autograd.grad(g.sum(), x)  # (1)!
print(torch.allclose(h, -torch.sin(x**2) * 4 * x**2 + 2 * torch.cos(x**2)))
#> True

y = torch.sin(x**2).sum()
(g,) = torch.autograd.grad(y, x, create_graph=True, retain_graph=False)  # (2)!
try:
    torch.autograd.grad(g.sum(), x)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''
