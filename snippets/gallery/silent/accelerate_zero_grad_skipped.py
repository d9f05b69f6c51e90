import torch

torch.manual_seed(0)
X, y = torch.randn(16, 3), torch.randn(16)
accum_steps = 4


class PreparedOptimizer:  # imitates accelerate's AcceleratedOptimizer; accelerate itself is not imported
    def __init__(self, opt):
        self.opt, self.sync_gradients = opt, False

    def step(self):
        if self.sync_gradients:  # (1)!
            self.opt.step()

    def zero_grad(self):
        if self.sync_gradients:
            self.opt.zero_grad()


def window(clear):
    torch.manual_seed(1)
    model = torch.nn.Linear(3, 1, bias=False)
    opt = PreparedOptimizer(torch.optim.SGD(model.parameters(), lr=0.1))
    for i, (xb, yb) in enumerate(zip(X.chunk(accum_steps), y.chunk(accum_steps))):
        opt.sync_gradients = (i + 1) % accum_steps == 0  # (2)!
        if clear == "optimizer at the top":
            opt.zero_grad()
        loss = ((model(xb).squeeze(1) - yb) ** 2).mean() / accum_steps  # as accelerator.backward divides
        loss.backward()
        if opt.sync_gradients:
            g = model.weight.grad.clone()  # what opt.step() uses
        opt.step()
        if clear == "model after step":
            model.zero_grad()  # (3)!
        elif clear == "optimizer after step":
            opt.zero_grad()  # (4)!
    return g


torch.manual_seed(1)
w = torch.nn.Linear(3, 1, bias=False).weight
(full,) = torch.autograd.grad(((X @ w.T).squeeze(1) - y).pow(2).mean(), w)
(last,) = torch.autograd.grad(((X[12:] @ w.T).squeeze(1) - y[12:]).pow(2).mean() / accum_steps, w)
for clear in ("model after step", "optimizer at the top", "optimizer after step"):
    g = window(clear)
    print(f"{clear}: whole batch {torch.allclose(g, full)}, last micro-batch {torch.allclose(g, last)}")  # (5)!
    #> model after step: whole batch False, last micro-batch True
    #> optimizer at the top: whole batch False, last micro-batch True
    #> optimizer after step: whole batch True, last micro-batch False
