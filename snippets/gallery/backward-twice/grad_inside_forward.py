import torch
from torch import nn


class ForceField(nn.Module):  # returns the energy and the forces, -dE/dpos, as a force-field model does
    def __init__(self, **grad_kw):
        super().__init__()
        self.a, self.grad_kw = nn.Parameter(torch.tensor(2.0)), grad_kw

    def forward(self, pos):
        energy = self.a * (pos**4).sum() / 4
        (dE,) = torch.autograd.grad(energy, pos, **self.grad_kw)  # (1)!
        return energy, -dE


x0 = torch.tensor([[0.5, -0.3, 0.8], [0.1, 0.7, -0.6]])


def attack(model, use_energy=True):  # one step of the attack: the gradient w.r.t. the displacement delta
    delta = torch.zeros_like(x0, requires_grad=True)
    energy, forces = model(x0 + delta)
    loss = -(forces**2).sum() * (torch.exp(-energy) if use_energy else 1)  # (2)!
    try:
        loss.backward()
    except RuntimeError as e:
        first, _, rest = str(e).partition(" (or")
        return f"RuntimeError: {first}{' ...' if rest else ''}"
    a = 2.0  # by hand: E = a/4 sum(x^4), F = -a x^3, S = sum(F^2) = a^2 sum(x^6), L = -S exp(-E)
    E, S = a * (x0**4).sum() / 4, a**2 * (x0**6).sum()
    want = (-6 * a**2 * x0**5 + S * a * x0**3) * torch.exp(-E)
    return f"forces.requires_grad: {forces.requires_grad}, gradient right: {torch.allclose(delta.grad, want)}"


print(attack(ForceField()))
#> RuntimeError: Trying to backward through the graph a second time ...
print(attack(ForceField(retain_graph=True)))  # (3)!
#> forces.requires_grad: False, gradient right: False
print(attack(ForceField(retain_graph=True), use_energy=False))
#> RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn
print(attack(ForceField(create_graph=True)))  # (4)!
#> forces.requires_grad: True, gradient right: True


def pinn_loss(**grad_kw):  # (5)!
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(1, 8), nn.Tanh(), nn.Linear(8, 1))
    x = torch.linspace(0, 2, 16).unsqueeze(1).requires_grad_()
    u = net(x)
    (u_x,) = torch.autograd.grad(u.sum(), x, **grad_kw)
    loss = ((u_x + u) ** 2).mean()  # the residual of u' = -u
    try:
        loss.backward()
    except RuntimeError as e:
        return f"RuntimeError: {str(e).split(' (or')[0]} ..."
    return f"u_x.requires_grad: {u_x.requires_grad}"


print(pinn_loss())
#> RuntimeError: Trying to backward through the graph a second time ...
print(pinn_loss(retain_graph=True))
#> u_x.requires_grad: False
print(pinn_loss(create_graph=True))
#> u_x.requires_grad: True
