import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
xs = torch.randn(4, 5, 3)  # 4 steps, 5 samples each


def train(preallocate):
    out = torch.empty(5, 1)  # (1)!
    for step, x in enumerate(xs):
        if not preallocate:
            out = torch.empty(5, 1)  # (2)!
        for i in range(5):
            out[i] = model(x[i])  # an in-place write: out now holds this step's graph, and the last one's
        loss = out.pow(2).mean()
        opt.zero_grad()
        try:
            loss.backward()
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split(' (')[0]}"
        opt.step()
    return f"{step + 1} steps"


print("allocated once, outside the loop:", train(preallocate=True))
#> allocated once, outside the loop: step 1: RuntimeError: Trying to backward through the graph a second time
print("allocated at each step:", train(preallocate=False))
#> allocated at each step: 4 steps
