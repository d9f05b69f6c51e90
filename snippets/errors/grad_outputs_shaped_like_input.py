import torch

W = torch.tensor([[1.0, 0.0, 2.0], [0.0, 3.0, 1.0]])
x = torch.tensor([1.0, 1.0, 1.0], requires_grad=True)
y = W @ x  # 3 inputs -> 2 outputs
print(x.shape, y.shape)
#> torch.Size([3]) torch.Size([2])

try:
    torch.autograd.grad(y, x, grad_outputs=torch.ones_like(x))  # shaped like the input
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of torch.Size([2]).
    '''
