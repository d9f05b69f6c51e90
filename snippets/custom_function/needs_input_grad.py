import torch


class ScaledMatmul(torch.autograd.Function):
    @staticmethod
    def forward(x, w, scale):  # scale is a Python float
        return x @ w * scale

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, w, scale = inputs
        ctx.save_for_backward(x, w)  # (1)!
        ctx.scale = scale  # (2)!

    @staticmethod
    def backward(ctx, grad_out):
        x, w = ctx.saved_tensors
        print("needs_input_grad:", ctx.needs_input_grad)
        #> needs_input_grad: (False, True, False)
        grad_x = grad_w = None
        if ctx.needs_input_grad[0]:  # (3)!
            grad_x = grad_out @ w.T * ctx.scale
        if ctx.needs_input_grad[1]:
            grad_w = x.T @ grad_out * ctx.scale
        return grad_x, grad_w, None  # (4)!


torch.manual_seed(0)
x = torch.randn(4, 3)  # data: no gradient wanted
w = torch.randn(3, 2, requires_grad=True)

ScaledMatmul.apply(x, w, 0.5).sum().backward()
w_grad = w.grad.clone()

w.grad = None
(x @ w * 0.5).sum().backward()
print(torch.allclose(w_grad, w.grad))
#> True


class ForgetsW(ScaledMatmul):
    @staticmethod
    def backward(ctx, grad_out):
        return None, None, None  # (5)!


w.grad = None
ForgetsW.apply(x, w, 0.5).sum().backward()
print("w.requires_grad:", w.requires_grad, "w.grad:", w.grad)
#> w.requires_grad: True w.grad: None
