import torch
from torch.autograd.functional import jacobian

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.outer(x, x)  # shape (2, 2): not one-dimensional

try:
    torch.autograd.grad(y, x, grad_outputs=torch.eye(4), is_grads_batched=True, retain_graph=True)
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch dimension. The sizes of the remaining dimensions are expected to match the shape of corresponding output, but a mismatch was detected: grad_output[0] has a shape of torch.Size([]) and output[0] has a shape of torch.Size([2, 2]). If you only want some tensors in `grad_output` to be considered batched, consider using vmap.
    '''

eye = torch.eye(y.numel()).reshape(y.numel(), *y.shape)  # 4 one-hot v's, each shaped like y
(rows,) = torch.autograd.grad(y, x, grad_outputs=eye, is_grads_batched=True)
J = rows.reshape(*y.shape, *x.shape)
print(J.shape, torch.allclose(J, jacobian(lambda t: torch.outer(t, t), x)))
#> torch.Size([2, 2, 2]) True
