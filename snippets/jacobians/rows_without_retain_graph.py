import torch


def f(x):
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
eye = torch.eye(2)

print(torch.autograd.grad(y, x, grad_outputs=eye[0]))  # row 0: fine
#> (tensor([ 2.0000,  1.0000, -0.9900]),)
try:
    torch.autograd.grad(y, x, grad_outputs=eye[1])  # row 1: the graph is gone
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''
