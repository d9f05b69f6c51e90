import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Conv2d(3, 4, 3)
        self.head = nn.Linear(4, 10)

    def forward(self, x):
        x = F.relu(self.features(x), inplace=True)
        return self.head(x.mean((2, 3)))


class GradCAM:
    def __init__(self, model, target_layer):
        self.model = model
        target_layer.register_forward_hook(self.save_activation_and_gradient)

    def save_activation_and_gradient(self, module, input, output):
        self.activations = output.detach().clone()  # (1)!
        self.output = output

        def store_grad(grad):
            self.gradients = grad.detach()

        output.register_hook(store_grad)  # (2)!

    def __call__(self, x, class_idx):
        score = self.model(x)[0, class_idx]
        score.backward()
        weights = self.gradients.mean((2, 3), keepdim=True)
        return F.relu((weights * self.activations).sum(1))


torch.manual_seed(0)
model = Net()
x = torch.randn(1, 3, 8, 8)

# The reference: d score / d conv output, computed by hand, out of place.
feat = model.features(x)
score = model.head(F.relu(feat).mean((2, 3)))[0, 3]
(ref_grad,) = torch.autograd.grad(score, feat)

cam = GradCAM(model, target_layer=model.features)
heatmap = cam(x, class_idx=3)
print(heatmap.shape)
#> torch.Size([1, 6, 6])
print(torch.equal(cam.gradients, ref_grad))  # (3)!
#> True
print(torch.equal(cam.activations, cam.output))  # (4)!
#> False

# Tempting alternative: autograd.grad with respect to the saved output.
model = Net()
model.load_state_dict(cam.model.state_dict())
saved = {}
model.features.register_forward_hook(lambda m, i, o: saved.update(out=o))
score = model(x)[0, 3]
(g,) = torch.autograd.grad(score, saved["out"])
print(torch.equal(g, ref_grad))  # (5)!
#> False
