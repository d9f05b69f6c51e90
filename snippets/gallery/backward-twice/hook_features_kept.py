import torch
from torch import nn
import torch.nn.functional as F


class SaveFeatures:  # a feature saver, as in fastai's hooks: keeps the output of the layer's last forward call
    def __init__(self, m):
        self.hook = m.register_forward_hook(self.hook_fn)

    def hook_fn(self, module, input, output):
        self.features = output  # (1)!


torch.manual_seed(0)
net = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Conv2d(4, 4, 3)).requires_grad_(False)  # a frozen extractor
saver = SaveFeatures(net[1])


def optimise(detach_target):
    start = torch.rand(1, 3, 8, 8, requires_grad=True)
    net(start)  # an earlier forward call through the hooked layer (a previous run, a first image)
    target = saver.features.detach() if detach_target else saver.features  # (2)!
    img = torch.rand(1, 3, 8, 8, requires_grad=True)
    opt = torch.optim.Adam([img], lr=0.1)
    for step in range(2):
        net(img)
        loss = F.mse_loss(saver.features, target)  # this call's features against the kept ones
        try:
            loss.backward()
        except RuntimeError as e:
            return f"step {step}: RuntimeError: {str(e).split(' (or')[0]} ..."
        opt.step()
        opt.zero_grad()
    return "2 steps ok"


print(optimise(detach_target=False))
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(optimise(detach_target=True))  # (3)!
#> 2 steps ok
