import torch

torch.manual_seed(0)
denoiser, classifier = torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)  # both frozen: only the perturbation is learned
for p in [*denoiser.parameters(), *classifier.parameters()]:
    p.requires_grad_(False)


def denoise(x, grad_mode=torch.no_grad):
    with grad_mode():  # (1)!
        return denoiser(x)


x = torch.randn(1, 4)


def gradient(**kw):
    delta = (0.1 * torch.randn(1, 4)).requires_grad_()
    loss = -classifier(denoise(x + delta, **kw))[0, 1] + delta.pow(2).sum()  # attack term + size penalty
    loss.backward()
    return delta, delta.grad


delta, g = gradient()
print("only the penalty's gradient:", torch.allclose(g, 2 * delta.detach()))  # (2)!
#> only the penalty's gradient: True
with torch.enable_grad():  # (3)!
    delta, g = gradient()
print("enable_grad around the call:", torch.allclose(g, 2 * delta.detach()))
#> enable_grad around the call: True
delta, g = gradient(grad_mode=torch.enable_grad)  # (4)!
print("enable_grad at the library's line:", torch.allclose(g, 2 * delta.detach()))
#> enable_grad at the library's line: False
