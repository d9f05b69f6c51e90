import torch
from torch import nn

row, col = torch.tensor([0, 1, 1, 2, 2, 3]), torch.tensor([1, 0, 2, 1, 3, 2])  # 4 nodes, 6 directed edges


class GCN(nn.Module):
    def __init__(self, do_cache_adj_prep=True):
        super().__init__()
        self.lin, self.do_cache_adj_prep, self.adj_preped = nn.Linear(3, 2), do_cache_adj_prep, None

    def normalize(self, edge_weight):  # D^-1/2 (A + I) D^-1/2, computed from the edge weights
        A = torch.zeros(4, 4).index_put((row, col), edge_weight) + torch.eye(4)
        d = A.sum(1).rsqrt()
        return d[:, None] * A * d[None, :]

    def forward(self, x, edge_weight):
        if self.training and self.adj_preped is not None:  # (1)!
            adj = self.adj_preped
        else:
            adj = self.normalize(edge_weight)
        if self.training and self.do_cache_adj_prep:
            self.adj_preped = adj
        return adj @ self.lin(x)


def attack(train, retain_graph=False, steps=3, **model_kw):
    torch.manual_seed(0)
    model, x, labels = GCN(**model_kw).train(train), torch.randn(4, 3), torch.tensor([0, 1, 0, 1])
    model.requires_grad_(False)  # the attack trains the edge weights only
    w = torch.full((6,), 0.5, requires_grad=True)  # the perturbed edge weights
    for step in range(steps):
        loss = -nn.functional.cross_entropy(model(x, w), labels)
        try:
            loss.backward(retain_graph=retain_graph)
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split(' (or')[0]} ..."
        if w.grad is None:
            return f"step {step}: w.grad is None"
        with torch.no_grad():
            w = (w - 0.1 * w.grad).clamp(0, 1).requires_grad_()  # (2)!
    return f"{steps} steps, w = {[round(v, 3) for v in w.tolist()]}"


print(attack(train=True))  # (3)!
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(attack(train=True, retain_graph=True))  # (4)!
#> step 1: w.grad is None
print(attack(train=True, do_cache_adj_prep=False))  # (5)!
#> 3 steps, w = [0.46, 0.475, 0.502, 0.502, 0.513, 0.505]
print(attack(train=False))
#> 3 steps, w = [0.46, 0.475, 0.502, 0.502, 0.513, 0.505]
