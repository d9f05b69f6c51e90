import weakref

import torch

x = torch.ones(3, requires_grad=True)
y = (x.sin() * x).sum()
y.backward()
try:
    y.grad_fn.next_functions[0][0]._saved_self  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''

for retain in (False, True):
    h = x.sin()  # an intermediate result the product saves
    y = (h * h).sum()
    alive = weakref.ref(h)  # (2)!
    del h
    y.backward(retain_graph=retain)
    print(f"retain_graph={retain}: intermediate alive after backward: {alive() is not None}")
    #> retain_graph=False: intermediate alive after backward: False
    del y  # (3)!
    #>   after del y: False
    print(f"  after del y: {alive() is not None}")
    #>   after del y: False
