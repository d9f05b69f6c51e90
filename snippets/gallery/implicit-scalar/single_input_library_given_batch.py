import torch
from torch import nn

torch.manual_seed(2)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(4, 5)).eval()


def saliency(model, input, reduce=None):  # (1)!
    input = input.detach().requires_grad_()
    logit = model(input)
    score = logit[:, logit.max(1)[-1]].squeeze()  # the library's line, for class_idx=None
    (score if reduce is None else reduce(score)).backward()
    return input.grad


images = torch.randn(3, 3, 8, 8)  # a batch of 3 images
try:
    saliency(model, images)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs
logit = model(images)
print(logit.argmax(1), logit[:, logit.max(1)[-1]].shape)  # (2)!
#> tensor([3, 3, 2]) torch.Size([3, 3])

one_at_a_time = torch.cat([saliency(model, image[None]) for image in images])  # (3)!
summed = saliency(model, images, reduce=torch.sum)  # (4)!
print(torch.allclose(summed, one_at_a_time))
#> False

x = images.detach().requires_grad_()
logit = model(x)
logit.gather(1, logit.argmax(1, keepdim=True)).sum().backward()  # (5)!
print(torch.allclose(x.grad, one_at_a_time))
#> True
