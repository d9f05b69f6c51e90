import torch
import torch.nn.functional as F
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Conv2d(3, 4, 3)
        self.head = nn.Linear(4, 10)

    def forward(self, x):
        x = F.relu(self.features(x), inplace=True)  # (1)!
        return self.head(x.mean((2, 3)))


class GradCAM:  # (2)!
    def __init__(self, model, target_layer):
        self.model = model
        target_layer.register_forward_hook(self.save_activation)
        target_layer.register_full_backward_hook(self.save_gradient)

    def save_activation(self, module, input, output):
        self.activations = output.detach()

    def save_gradient(self, module, grad_input, grad_output):
        self.gradients = grad_output[0].detach()

    def __call__(self, x, class_idx):
        score = self.model(x)[0, class_idx]
        score.backward()
        weights = self.gradients.mean((2, 3), keepdim=True)
        return F.relu((weights * self.activations).sum(1))


torch.manual_seed(0)
model = Net()
cam = GradCAM(model, target_layer=model.features)
try:
    cam(torch.randn(1, 3, 8, 8), class_idx=3)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Output 0 of BackwardHookFunction is a view and is being modified inplace. This view was created inside a custom Function (or because an input was returned as-is) and the autograd logic to handle view+inplace would override the custom backward associated with the custom Function, leading to incorrect gradients. This behavior is forbidden. You can fix this by cloning the output of the custom Function.
    '''
