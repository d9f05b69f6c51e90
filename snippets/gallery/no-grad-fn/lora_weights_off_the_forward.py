import torch
from torch import nn

torch.manual_seed(0)


class Attention(nn.Module):  # stands in for a diffusers Attention block
    def __init__(self, d):
        super().__init__()
        self.to_q = nn.Linear(d, d)

    def forward(self, h):
        return self.to_q(h)


attn = Attention(4).requires_grad_(False)  # the frozen base model
lora = nn.Sequential(nn.Linear(4, 2, bias=False), nn.Linear(2, 4, bias=False))
attn.to_q.lora_layer = lora  # (1)!
opt = torch.optim.AdamW(lora.parameters(), lr=1e-3)
print(any(p.requires_grad for p in attn.parameters()))  # (2)!
#> True

ran = []
lora.register_forward_hook(lambda module, inputs, output: ran.append(module))
loss = attn(torch.randn(3, 4)).pow(2).mean()
print(loss.grad_fn, len(ran))  # (3)!
#> None 0


class LoRALinear(nn.Linear):  # (4)!
    def forward(self, h):
        return super().forward(h) + self.lora_layer(h)


attn.to_q.__class__ = LoRALinear  # as if to_q had been built as a LoRACompatibleLinear (diffusers without peft)
loss = attn(torch.randn(3, 4)).pow(2).mean()
loss.backward()
print(loss.grad_fn is not None, len(ran), lora[1].weight.grad is not None)
#> True 1 True
