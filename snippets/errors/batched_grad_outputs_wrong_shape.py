import torch

x = torch.tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], requires_grad=True)
y = x.sin()  # shape (2, 3), 6 elements

V = torch.eye(6)  # 6 one-hot vectors, but each is flat: (6,) instead of (2, 3)
print(V.shape, V.shape[1:], y.shape)
#> torch.Size([6, 6]) torch.Size([6]) torch.Size([2, 3])
try:
    torch.autograd.grad(y, x, grad_outputs=V, is_grads_batched=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")  # (1)!
    '''
    RuntimeError: If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch dimension. The sizes of the remaining dimensions are expected to match the shape of corresponding output, but a mismatch was detected: grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([2, 3]). If you only want some tensors in `grad_output` to be considered batched, consider using vmap.
    '''

V = torch.eye(6).reshape(6, 2, 3)  # the right batch, but the flag is missing
try:
    torch.autograd.grad(y, x, grad_outputs=V)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([6, 2, 3]) and output[0] has a shape of torch.Size([2, 3]).
    '''
