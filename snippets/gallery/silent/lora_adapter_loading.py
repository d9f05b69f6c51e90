import torch
from torch import nn


class LoraLinear(nn.Module):  # a frozen base layer with a LoRA adapter, as PEFT builds it
    def __init__(self, d=4, r=2):
        super().__init__()
        self.base = nn.Linear(d, d).requires_grad_(False)
        self.lora_A = nn.Linear(d, r, bias=False)
        self.lora_B = nn.Linear(r, d, bias=False)
        nn.init.zeros_(self.lora_B.weight)  # (1)!

    def forward(self, x):
        return self.base(x) + self.lora_B(self.lora_A(x))


def adapter_report(model):  # (2)!
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    lora_B = [p for name, p in model.named_parameters() if "lora_B" in name]
    nonzero = sum(int(p.detach().float().norm() > 0) for p in lora_B)
    return f"trainable {trainable}, lora_B non-zero {nonzero}/{len(lora_B)}"


torch.manual_seed(0)
trained = LoraLinear()
nn.init.normal_(trained.lora_B.weight)  # stands in for a fine-tuned adapter
saved = {k: v for k, v in trained.state_dict().items() if k.startswith("lora_")}

print(adapter_report(LoraLinear()))  # (3)!
#> trainable 16, lora_B non-zero 0/1
frozen = LoraLinear()
frozen.load_state_dict(saved, strict=False)
frozen.requires_grad_(False)  # (4)!
print(adapter_report(frozen))
#> trainable 0, lora_B non-zero 1/1
resumed = LoraLinear()
resumed.load_state_dict(saved, strict=False)  # (5)!
print(adapter_report(resumed))
#> trainable 16, lora_B non-zero 1/1
