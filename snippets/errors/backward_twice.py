import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
loss = (x * x).sum()  # x * x saves x for the backward pass
loss.backward()
print(x.grad)
#> tensor([2., 4., 6.])

try:
    loss.backward()  # the saved values were freed by the first call
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''
