import torch
from torch import nn

# Sharpness-aware minimization in a few lines, as davda54/sam's SAM optimizer does it: first_step moves each weight
# to w + e(w) in place, the gradient is taken again there, and second_step moves back and takes the real step.
def first_step(params, rho=0.05):
    with torch.no_grad():
        norm = torch.norm(torch.stack([p.grad.norm() for p in params]))
        for p in params:
            p.e_w = rho * p.grad / norm
            p.add_(p.e_w)
            p.grad = None


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1))
params = list(model.parameters())
x, y = torch.randn(4, 2), torch.randn(4, 1)

loss = nn.functional.mse_loss(model(x), y)
loss.backward()
first_step(params)
try:
    loss.backward()  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' (or')[0]} ...")
    #> RuntimeError: Trying to backward through the graph a second time ...

loss = nn.functional.mse_loss(model(x), y)
loss.backward(retain_graph=True)  # (2)!
first_step(params)
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e)[:95]} ...")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: ...
    '''
