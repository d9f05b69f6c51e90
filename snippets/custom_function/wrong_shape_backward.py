import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x**2

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return (2 * x * grad_out).sum(0)  # (1)!


x = torch.ones(4, 3, requires_grad=True)
try:
    Square.apply(x).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Function SquareBackward returned an invalid gradient at index 0 - got [3] but expected shape compatible with [4, 3]
    '''


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.k  # (2)!


try:
    Scale.apply(x, 3.0).sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: function ScaleBackward returned an incorrect number of gradients (expected 2, got 1)


class AddBias(torch.autograd.Function):
    @staticmethod
    def forward(x, b):
        return x + b  # b of shape (3,) is broadcast over the rows of x

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out, grad_out  # (3)!


b = torch.zeros(3, requires_grad=True)
AddBias.apply(x, b).sum().backward()
print(b.grad)
#> tensor([4., 4., 4.])


class Double(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_out):
        return (grad_out * 2).reshape(1, -1)  # (4)!


x4 = torch.ones(4, requires_grad=True)
Double.apply(x4).sum().backward()
print(x4.grad, x4.grad.shape)
#> tensor([2., 2., 2., 2.]) torch.Size([4])
