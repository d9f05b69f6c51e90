import warnings

import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    (x**3).sum().backward(create_graph=True)  # (1)!
print(x.grad)
#> tensor([ 3., 12., 27.], grad_fn=<CopyBackwards>)
print(str(caught[0].message).split(" (Triggered")[0])
'''
Using backward() with create_graph=True will create a reference cycle between the parameter and its gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to avoid this. If you have to use this function, make sure to reset the .grad fields of your parameters to None after use to break the cycle and avoid the leak.
'''

x.grad = None  # (2)!
