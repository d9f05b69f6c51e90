import torch
from torch.autograd.function import once_differentiable


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    @once_differentiable  # (1)!
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        g = 3 * x.detach().numpy() ** 2 * grad_out.numpy()  # (2)!
        return torch.from_numpy(g)


x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
Cube.apply(x).sum().backward()
print(x.grad)
#> tensor([ 0.7500,  3.0000, 12.0000])

loss = torch.sin(Cube.apply(x)).sum()
(g,) = torch.autograd.grad(loss, x, create_graph=True)  # (3)!
try:
    g.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: trying to differentiate twice a function that was marked with @once_differentiable
