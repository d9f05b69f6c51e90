import torch

x = torch.randn(2, 3, requires_grad=True)
w = torch.randn(3, 4, requires_grad=True)
y = x @ w  # (1)!
w.data = torch.randn(5, 4)  # (2)!
print(w._version, y.grad_fn._saved_mat2.shape)
#> 0 torch.Size([5, 4])
try:
    y.sum().backward()
except RuntimeError as e:
    print(e)  # (3)!
    '''
    Function MmBackward0 returned an invalid gradient at index 0 - got [2, 5] but expected shape compatible with [2, 3]
    '''
