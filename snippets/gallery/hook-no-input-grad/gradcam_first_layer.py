import warnings

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 2))


class GradCAM:  # the usual shape: a forward hook and a full backward hook on the target layer
    def __init__(self, model, layer):
        self.model = model
        layer.register_forward_hook(self.save_activation)
        layer.register_full_backward_hook(self.save_gradient)

    def save_activation(self, module, inputs, output):
        self.activation = output

    def save_gradient(self, module, grad_input, grad_output):
        self.grad_input = grad_input  # (1)!
        self.gradient = grad_output[0]

    def __call__(self, image, cls):
        self.model(image)[0, cls].backward()
        weights = self.gradient.mean(dim=(2, 3), keepdim=True)
        return (weights * self.activation).sum(1).relu()


cam = GradCAM(model, model[0])  # (2)!
image = torch.randn(1, 3, 8, 8)  # data: does not require grad
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    heatmap = cam(image, cls=1)
print(str(caught[0].message).split(". See")[0])  # (3)!
'''
Full backward hook is firing when gradients are computed with respect to module outputs since no inputs require gradients
'''
print(cam.grad_input, heatmap.shape)  # (4)!
#> (None,) torch.Size([1, 6, 6])

act = model[0](image)  # the gradient Grad-CAM needs, taken directly
(d_act,) = torch.autograd.grad(model[1:](act)[0, 1], act)
print(torch.allclose(cam.gradient, d_act))  # (5)!
#> True
