import torch


class RoundSTE(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return torch.round(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass  # nothing to save

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out  # (1)!


w = torch.tensor([0.3, 1.7, -0.6], requires_grad=True)
v = torch.tensor([1.0, 2.0, 3.0])

(g,) = torch.autograd.grad(torch.round(w), w, v)
print(g)  # (2)!
#> tensor([0., 0., 0.])
(g,) = torch.autograd.grad(RoundSTE.apply(w), w, v)
print(g)  # (3)!
#> tensor([1., 2., 3.])

q = w + (torch.round(w) - w).detach()  # (4)!
print(q)
#> tensor([ 0.,  2., -1.], grad_fn=<AddBackward0>)
(g,) = torch.autograd.grad(q, w, v)
print(g)
#> tensor([1., 2., 3.])
