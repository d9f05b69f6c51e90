import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

y = (x**3).sum()
(g,) = torch.autograd.grad(y, x)  # create_graph=False, so retain_graph=False
print(g.requires_grad)  # (1)!
#> False
try:
    y.backward()  # the graph of y was freed by the first call
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''

y = (x**3).sum()
(g,) = torch.autograd.grad(y, x, create_graph=True)  # so retain_graph=True
y.backward()  # (2)!
print(x.grad)
#> tensor([ 3., 12., 27.])
