import torch
from torch import nn

torch.manual_seed(0)
model = nn.Conv2d(1, 1, kernel_size=3)  # a 10x10 image gives an 8x8 output


def gradient_attribution(model, input, attr_output_fn):  # (1)!
    input = input.detach().requires_grad_(True)
    output = model(input)
    (gradient,) = torch.autograd.grad((output,), (input,), grad_outputs=(attr_output_fn(output.detach()),))
    return output, gradient


image = torch.randn(1, 1, 10, 10)
relevance = torch.ones(1, 1, 10, 10)  # (2)!
try:
    gradient_attribution(model, image, lambda out: relevance)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([1, 1, 10, 10]) and output[0] has a shape of torch.Size([1, 1, 8, 8]).
    '''

output, attribution = gradient_attribution(model, image, lambda out: torch.ones_like(out))  # (3)!
print(output.shape, attribution.shape)
#> torch.Size([1, 1, 8, 8]) torch.Size([1, 1, 10, 10])
