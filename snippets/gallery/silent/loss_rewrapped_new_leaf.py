import torch
from torch import nn
from torch.autograd import Variable


class ComputeLoss(nn.Module):
    def __init__(self, wrap):
        super().__init__()
        self.wrap = wrap

    def forward(self, x, x_hat):
        loss = ((x - x_hat) ** 2).mean()
        if self.wrap == "Variable":
            return Variable(loss, requires_grad=True)  # (1)!
        if self.wrap == "tensor":
            return torch.tensor(loss.item(), requires_grad=True)  # (2)!
        return loss


def train(wrap):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 2), nn.Linear(2, 4))
    opt = torch.optim.Adam(model.parameters(), lr=0.05)
    compute_loss = ComputeLoss(wrap)
    x = torch.randn(16, 4)
    losses = []
    for step in range(20):
        opt.zero_grad()
        loss = compute_loss(x, model(x))
        loss.backward()
        opt.step()
        losses.append(loss.item())
    print(f"{wrap}: grad_fn {type(loss.grad_fn).__name__}, is_leaf {loss.is_leaf}, "  # (3)!
          f"weight.grad {model[0].weight.grad is not None}, loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    #> Variable: grad_fn NoneType, is_leaf True, weight.grad False, loss 1.279 -> 1.279
    #> tensor: grad_fn NoneType, is_leaf True, weight.grad False, loss 1.279 -> 1.279
    #> none: grad_fn MeanBackward0, is_leaf False, weight.grad True, loss 1.279 -> 0.354


train("Variable")
train("tensor")
train("none")  # (4)!
