import torch

# A hand-written gradient-descent loop on a tensor that is itself the trained variable (SparseLLM's s_batch).
torch.manual_seed(0)
target = torch.randn(3)
s = torch.zeros(3, requires_grad=True)
lr = 0.1

for step in range(3):
    loss = ((s - target) ** 2).sum()
    loss.backward()
    with torch.no_grad():  # (1)!
        s -= lr * s.grad
    s.grad = None
    print(step, f"{loss.item():.4f}")
    #> 0 7.2079
    #> 1 4.6131
    #> 2 2.9524
