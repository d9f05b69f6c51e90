import warnings

import torch
from torch import nn


class Encoder(nn.Module):  # stands in for code you did not write: a library's module
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3, 3)

    def forward(self, x):
        return torch.tanh(self.proj(x))


def forward_line(w):  # the last frame of the forward traceback that anomaly mode attaches to its warning
    frames = str(w.message).splitlines()
    last = max(i for i, line in enumerate(frames) if line.lstrip().startswith("File "))
    return frames[last].rsplit(", in ", 1)[1] + ": " + frames[last + 1].strip()


def train(anomaly_from_start):
    torch.manual_seed(0)
    enc, head = Encoder(), nn.Linear(3, 1)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.autograd.set_detect_anomaly(anomaly_from_start)  # (1)!
        feats = enc(torch.randn(4, 3))  # computed once, before the loop
        try:
            for step in range(2):
                with torch.autograd.detect_anomaly():  # (2)!
                    head(feats).pow(2).mean().backward()
        except RuntimeError as e:
            error = f"step {step}: RuntimeError: {str(e).split(' (or')[0]} ..."
        finally:
            torch.autograd.set_detect_anomaly(False)
    return error, [w for w in caught if "Error detected in" in str(w.message)][-1]


error, w = train(anomaly_from_start=False)
print(error)
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(str(w.message).splitlines()[0].split(" (Triggered")[0])  # (3)!
'''
Error detected in TanhBackward0. No forward pass information available. Enable detect anomaly during forward pass for more information.
'''
error, w = train(anomaly_from_start=True)
print(error)
#> step 1: RuntimeError: Trying to backward through the graph a second time ...
print(str(w.message).splitlines()[0])
#> Error detected in TanhBackward0. Traceback of forward call that caused the error:
print(forward_line(w))  # (4)!
#> forward: return torch.tanh(self.proj(x))
