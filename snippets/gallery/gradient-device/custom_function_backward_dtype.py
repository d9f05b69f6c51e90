import torch

torch.manual_seed(0)


class Float32Kernel(torch.autograd.Function):  # (1)!
    @staticmethod
    def forward(x, w):
        return (x.float() @ w.float()).to(x.dtype)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)

    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        g = g.float()
        return g @ w.float().t(), x.float().t() @ g  # (2)!


class Float32KernelFixed(Float32Kernel):
    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        g = g.float()
        return (g @ w.float().t()).to(x.dtype), (x.float().t() @ g).to(w.dtype)  # (3)!


x = torch.randn(2, 4, dtype=torch.bfloat16, requires_grad=True)  # (4)!
w = torch.randn(4, 3, dtype=torch.bfloat16, requires_grad=True)
Float32Kernel.apply(x, w).sum().backward()  # (5)!
print(x.grad.dtype, w.grad.dtype)
#> torch.bfloat16 torch.bfloat16
grads = (x.grad, w.grad)

x.grad = w.grad = None
Float32KernelFixed.apply(x, w).sum().backward()
print(torch.equal(x.grad, grads[0]), torch.equal(w.grad, grads[1]))
#> True True

x.grad = w.grad = None
y = Float32Kernel.apply(x.float(), w.float()).to(x.dtype)  # (6)!
y.sum().backward()
print(x.grad.dtype, torch.equal(x.grad, grads[0]))
#> torch.bfloat16 True
