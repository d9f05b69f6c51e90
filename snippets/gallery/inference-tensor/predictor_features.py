import torch
from torch import nn

torch.manual_seed(0)


class Predictor:
    """A library's inference API, as DJL's Predictor: it runs the model in inference mode."""

    def __init__(self, model):
        self.model = model

    def predict(self, x):
        with torch.inference_mode():
            return self.model(x)


backbone = nn.Linear(6, 4)  # the pretrained embedding
head = nn.Linear(4, 2)  # the new classifier, trained
x = torch.randn(3, 6)

features = Predictor(backbone).predict(x)
try:
    head(features).sum().backward()  # the head's Linear saves its input to compute its weight's gradient
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: Inference tensors cannot be saved for backward

# The fix of DJL's example: call the pretrained block as part of the new model, in grad mode (it is trained too).
head(backbone(x)).sum().backward()
print(backbone.weight.grad is not None, head.weight.grad is not None)
#> True True

# A frozen pretrained block: compute the features under no_grad; they can be saved, the head is trained.
backbone.zero_grad()
head.zero_grad()
with torch.no_grad():
    features = backbone(x)
head(features).sum().backward()
print(backbone.weight.grad, head.weight.grad is not None)
#> None True
