import torch

torch.manual_seed(0)
n_users, n_items, k, lr = 5, 4, 2, 0.1
data = (torch.rand(n_users, n_items) > 0.5).double().requires_grad_()  # the last row is the fake user
target_item = 2
P0, Q0 = 0.1 * torch.randn(n_users, k).double(), 0.1 * torch.randn(n_items, k).double()


def train_loss(P, Q, data):
    return (P @ Q.T - data).pow(2).sum()  # a matrix-factorisation surrogate fitted to the data


def adv_loss(P, Q):  # the attacker's objective: the real users' scores for the target item
    return -torch.log_softmax(P @ Q.T, dim=1)[:-1, target_item].sum()


P, Q = P0.clone().requires_grad_(), Q0.clone().requires_grad_()
opt = torch.optim.SGD([P, Q], lr=lr)
for _ in range(20):
    opt.zero_grad()
    train_loss(P, Q, data).backward()
    opt.step()  # (1)!
try:
    torch.autograd.grad(adv_loss(P, Q), data)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph
print(P.grad_fn, P.is_leaf)  # (2)!
#> None True


def unrolled(data, steps=20):  # (3)!
    P, Q = P0.clone().requires_grad_(), Q0.clone().requires_grad_()
    for _ in range(steps):
        gP, gQ = torch.autograd.grad(train_loss(P, Q, data), (P, Q), create_graph=True)
        P, Q = P - lr * gP, Q - lr * gQ
    return adv_loss(P, Q)


(g,) = torch.autograd.grad(unrolled(data), data)
print(g.shape)
#> torch.Size([5, 4])

eps = 1e-4  # (4)!
with torch.no_grad():
    up, down = data.clone(), data.clone()
    up[-1, target_item] += eps
    down[-1, target_item] -= eps
finite = (unrolled(up) - unrolled(down)).item() / (2 * eps)
print(round(g[-1, target_item].item(), 3), round(finite, 3))
#> -0.545 -0.545
