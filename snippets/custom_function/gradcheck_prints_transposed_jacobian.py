import torch
from torch.autograd import gradcheck


def f(x):  # 2 outputs, 3 inputs: J is 2 x 3
    return torch.stack([x[0] * x[1], x[1] + x[2]])


class TwoOut(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return f(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, v):
        (x,) = ctx.saved_tensors
        return torch.stack([v[0] * x[1], v[0] * x[0] + v[1], 0 * v[1]])  # bug: not v[1]


x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.functional.jacobian(f, x))  # (1)!
'''
tensor([[2., 1., 0.],
        [0., 1., 1.]], dtype=torch.float64)
'''
try:
    gradcheck(TwoOut.apply, (x,))
except RuntimeError as e:
    print(str(e).rstrip())  # (2)!
    '''
    Jacobian mismatch for output 0 with respect to input 0,
    numerical:tensor([[2.0000, 0.0000],
            [1.0000, 1.0000],
            [0.0000, 1.0000]], dtype=torch.float64)
    analytical:tensor([[2., 0.],
            [1., 1.],
            [0., 0.]], dtype=torch.float64)
    '''
