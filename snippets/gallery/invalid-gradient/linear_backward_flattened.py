import torch


class Linear(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(ctx, x, weight):
        x2d = x.reshape(-1, x.shape[-1])  # [B*T, C_in]
        ctx.save_for_backward(x2d, weight)
        ctx.x_shape = x.shape
        return (x2d @ weight.T).reshape(*x.shape[:-1], weight.shape[0])

    @staticmethod
    def backward(ctx, grad_out):
        x2d, weight = ctx.saved_tensors
        g2d = grad_out.reshape(-1, grad_out.shape[-1])
        grad_x = g2d @ weight  # (2)!
        return grad_x, g2d.T @ x2d


class LinearFixed(Linear):
    @staticmethod
    def backward(ctx, grad_out):
        grad_x, grad_w = Linear.backward(ctx, grad_out)
        return grad_x.reshape(ctx.x_shape), grad_w  # (3)!


torch.manual_seed(0)
x = torch.randn(2, 3, 4, requires_grad=True)  # [B, T, C]: a transformer's activations
w = torch.randn(5, 4, requires_grad=True)
try:
    Linear.apply(x, w).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function LinearBackward returned an invalid gradient at index 0 - got [6, 4] but expected shape compatible with [2, 3, 4]
    '''

LinearFixed.apply(x, w).sum().backward()
expected = torch.autograd.grad(torch.nn.functional.linear(x, w).sum(), x)[0]
print(x.grad.shape, torch.allclose(x.grad, expected))
#> torch.Size([2, 3, 4]) True
xd, wd = x.detach().double().requires_grad_(), w.detach().double().requires_grad_()
print(torch.autograd.gradcheck(LinearFixed.apply, (xd, wd)))  # (4)!
#> True
