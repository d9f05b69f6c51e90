import gc

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)  # DDP in one CPU process


class TextEncoder(nn.Module):  # a pretrained encoder that returns all its hidden states
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.final_layer_norm = nn.LayerNorm(4)

    def forward(self, x):
        hidden_states = [x]
        for layer in self.layers:
            hidden_states.append(layer(hidden_states[-1]).tanh())
        return self.final_layer_norm(hidden_states[-1]), hidden_states


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.text_encoder = TextEncoder()
        self.unet = nn.Linear(4, 1)

    def forward(self, x):
        _, hidden_states = self.text_encoder(x)
        return self.unet(hidden_states[-2])  # (1)!


def steps(model):
    opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1)
    try:
        for step in range(3):
            loss = model(torch.randn(8, 4)).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
    except RuntimeError as e:
        return f"step {step}: RuntimeError: {str(e).split('. ')[0]}"
    return "3 steps"


torch.manual_seed(0)
print(steps(DDP(Model())))
#> step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one

model = Model()  # (2)!
model(torch.randn(8, 4)).pow(2).mean().backward()
unused = [name for name, p in model.named_parameters() if p.grad is None]
print(unused)
'''
['text_encoder.layers.2.weight', 'text_encoder.layers.2.bias', 'text_encoder.final_layer_norm.weight', 'text_encoder.final_layer_norm.bias']
'''

late = DDP(Model())  # (3)!
for name, p in late.module.named_parameters():
    if name in unused:
        p.requires_grad_(False)
print("frozen after wrapping:", steps(late))
'''
frozen after wrapping: step 1: RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one
'''

for name, p in model.named_parameters():  # (4)!
    if name in unused:
        p.requires_grad_(False)
print("frozen before wrapping:", steps(DDP(model)))
#> frozen before wrapping: 3 steps

del model, late
gc.collect()  # free DDP's objects while the process group still exists
dist.destroy_process_group()
