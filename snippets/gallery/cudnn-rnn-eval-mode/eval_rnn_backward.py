import torch
from torch import nn

torch.manual_seed(0)
lstm = nn.LSTM(3, 4, batch_first=True).eval()  # (1)!
x = torch.randn(2, 5, 3, requires_grad=True)

out, _ = lstm(x)  # nn.LSTM.forward passes self.training to the kernel as `train`
out.sum().backward()  # (2)!
print("training:", lstm.training, "| x.grad:", tuple(x.grad.shape))
#> training: False | x.grad: (2, 5, 3)
print("cuDNN acceptable for x:", torch.backends.cudnn.is_acceptable(x))  # (3)!
#> cuDNN acceptable for x: False
