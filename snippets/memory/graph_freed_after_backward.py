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


def intermediate_alive(retain):
    h = x.sin()  # an intermediate result that h * h saves
    y = (h * h).sum()
    ref = weakref.ref(h)  # (2)!
    del h
    y.backward(retain_graph=retain)
    after_backward = ref() is not None
    del y  # (3)!
    return after_backward, ref() is not None


print(intermediate_alive(retain=False))  # (4)!
#> (False, False)
print(intermediate_alive(retain=True))
#> (True, False)
