import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
X = torch.randn(5, 3)


def sample_grad(x):  # classic autograd, vmapped over the samples
    loss = model(x).pow(2).sum()
    return torch.autograd.grad(loss, model.weight)[0]


try:
    torch.vmap(sample_grad)(X)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn


def input_grad(x):
    x = x.requires_grad_()  # (2)!
    return torch.autograd.grad(model(x).sum(), x)[0]


try:
    torch.vmap(input_grad)(X)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: You are attempting to call Tensor.requires_grad_() (or perhaps using torch.autograd.functional.* APIs) inside of a function being transformed by a functorch transform. This is unsupported, please attempt to use the functorch transforms (e.g. grad, vjp, jacrev, jacfwd, hessian) or call requires_grad_() outside of a function being transformed instead.
    '''

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = x**2


def vjp_row(v):  # only v is batched: this is allowed
    return torch.autograd.grad(y, x, v, retain_graph=True)[0]


print(torch.vmap(vjp_row)(torch.eye(4)))  # (3)!
'''
tensor([[2., 0., 0., 0.],
        [0., 4., 0., 0.],
        [0., 0., 6., 0.],
        [0., 0., 0., 8.]])
'''
