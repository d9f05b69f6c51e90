import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
y = torch.outer(x, x)
z = y**2

seen = []  # (name, gradient) in the order backward produces them
z.register_hook(lambda g: seen.append(("z", g)))  # (1)!
y.register_hook(lambda g: seen.append(("y", g)))
x.register_hook(lambda g: seen.append(("x", g)))

v = torch.ones_like(z)
z.backward(v)
print([name for name, _ in seen])  # (2)!
#> ['z', 'y', 'x']

grads = dict(seen)
print(torch.equal(grads["z"], v))
#> True
print(torch.equal(grads["y"], v * 2 * y.detach()))  # (3)!
#> True
print(torch.equal(grads["x"], x.grad))
#> True
