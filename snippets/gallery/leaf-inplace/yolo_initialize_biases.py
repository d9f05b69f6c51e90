import math

import torch
from torch import nn

# The shape of YOLOv5's Model._initialize_biases (models/yolo.py): each output conv of the Detect head has
# na * (5 + nc) biases, seen as an (na, 5 + nc) matrix whose column 4 (objectness) and columns 5: (classes) are set.
na, nc, stride = 3, 2, 8.0
head = nn.Conv2d(16, na * (5 + nc), 1)

b = head.bias.view(na, -1)  # (1)!
try:
    b[:, 4] += math.log(8 / (640 / stride) ** 2)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.

with torch.no_grad():  # (2)!
    b = head.bias.view(na, -1)
    b[:, 4] += math.log(8 / (640 / stride) ** 2)
    b[:, 5:] += math.log(0.6 / (nc - 0.99))
    head.bias = nn.Parameter(b.view(-1), requires_grad=True)  # (3)!
print(head.bias.is_leaf, head.bias.requires_grad, head.bias.shape)
#> True True torch.Size([21])
