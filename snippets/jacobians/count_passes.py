import torch
from torch.func import jacfwd, jacrev, jvp

calls = {"VJP": 0, "JVP": 0}


class Tap(torch.autograd.Function):  # (1)!
    generate_vmap_rule = True  # lets vmap (jacrev, jacfwd) batch it

    @staticmethod
    def forward(x):
        return x.clone()

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, v):  # one reverse pass goes through here once
        calls["VJP"] += 1
        return v

    @staticmethod
    def jvp(ctx, u):  # one forward-mode pass goes through here once
        calls["JVP"] += 1
        return u


def jacobian_by_rows(f, x):  # m reverse passes, one per row
    x = x.clone().requires_grad_()
    y = f(Tap.apply(x))
    eye = torch.eye(y.numel())
    rows = [torch.autograd.grad(y, x, eye[i], retain_graph=True)[0] for i in range(y.numel())]
    return torch.stack(rows)


def jacobian_by_columns(f, x):  # n forward-mode passes, one per column
    eye = torch.eye(x.numel())
    cols = [jvp(lambda t: f(Tap.apply(t)), (x,), (eye[j],))[1] for j in range(x.numel())]
    return torch.stack(cols, dim=1)


def jacobian_batched(f, x):  # is_grads_batched: all rows in one call
    x = x.clone().requires_grad_()
    y = f(Tap.apply(x))
    return torch.autograd.grad(y, x, torch.eye(y.numel()), is_grads_batched=True)[0]


def count(method, f, x):
    calls.update(VJP=0, JVP=0)
    method(f, x)
    return dict(calls)


def f(x):  # R^3 -> R^2: wide
    return torch.stack([x[0] * x[1] + torch.sin(x[2]), torch.exp(x[0]) * x[2]])


def g(x):  # R^2 -> R^4: tall
    return torch.stack([x[0] * x[1], torch.sin(x[0]), torch.exp(x[1]), x[0] - x[1]])


x_f, x_g = torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.0])
print(count(jacobian_by_rows, f, x_f), count(jacobian_by_columns, f, x_f))  # (2)!
#> {'VJP': 2, 'JVP': 0} {'VJP': 0, 'JVP': 3}
print(count(jacobian_by_rows, g, x_g), count(jacobian_by_columns, g, x_g))  # (3)!
#> {'VJP': 4, 'JVP': 0} {'VJP': 0, 'JVP': 2}
same_f = torch.allclose(jacobian_by_rows(f, x_f), jacobian_by_columns(f, x_f))
same_g = torch.allclose(jacobian_by_rows(g, x_g), jacobian_by_columns(g, x_g))
print(same_f, same_g)
#> True True

tapped = lambda f: lambda t: f(Tap.apply(t))
print(count(jacobian_batched, f, x_f))  # (4)!
#> {'VJP': 1, 'JVP': 0}
print(count(lambda f, x: jacrev(tapped(f))(x), f, x_f), count(lambda f, x: jacfwd(tapped(f))(x), f, x_f))
#> {'VJP': 1, 'JVP': 0} {'VJP': 0, 'JVP': 1}
