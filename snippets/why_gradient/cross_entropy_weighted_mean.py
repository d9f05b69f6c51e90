import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 1, 1, 2])
w = torch.tensor([1.0, 2.0, 0.5])  # a weight per class

per_sample = F.cross_entropy(logits, target, weight=w, reduction="none")  # (1)!
mean = F.cross_entropy(logits, target, weight=w)
print(torch.allclose(mean, per_sample.mean()))  # (2)!
#> False
print(torch.allclose(mean, per_sample.sum() / w[target].sum()))  # (3)!
#> True

ignored = torch.tensor([0, 1, -100, 2])  # -100 is the default ignore_index
per_sample = F.cross_entropy(logits, ignored, reduction="none")
print(per_sample[2])  # (4)!
#> tensor(0.)
print(torch.allclose(F.cross_entropy(logits, ignored), per_sample.sum() / 3))
#> True
