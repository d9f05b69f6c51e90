import torch
from torch import nn
from torch.utils.data import DataLoader


class Model:  # forward() and update() are separate calls, as in BicycleGAN's model
    def __init__(self):
        self.net, self.loss = nn.Linear(3, 1), None
        self.opt = torch.optim.SGD(self.net.parameters(), lr=0.1)

    def forward(self, batch):
        if len(batch) < 2:  # (1)!
            return False
        self.loss = self.net(batch).pow(2).mean()
        return True

    def update(self):
        self.opt.zero_grad()
        self.loss.backward()  # (2)!
        self.opt.step()


def epoch(skip_update, **loader_args):
    torch.manual_seed(0)
    model, data = Model(), torch.randn(5, 3)  # 5 samples: the last batch of 2 has one
    for i, batch in enumerate(DataLoader(data, batch_size=2, **loader_args)):
        ran = model.forward(batch)
        if skip_update and not ran:
            continue  # (3)!
        try:
            model.update()
        except RuntimeError as e:
            return f"batch {i}: RuntimeError: {str(e).split(' (or')[0]} ..."
    return f"{i + 1} batches, no error"


print(epoch(skip_update=False))
#> batch 2: RuntimeError: Trying to backward through the graph a second time ...
print(epoch(skip_update=True))
#> 3 batches, no error
print(epoch(skip_update=False, drop_last=True))  # (4)!
#> 2 batches, no error
