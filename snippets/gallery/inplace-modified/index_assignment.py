import torch

# STConv's loop: each slice of T is replaced by a graph convolution of itself.
torch.manual_seed(0)
W = torch.randn(4, 4, requires_grad=True)
T = torch.randn(2, 3, 5, 4, requires_grad=True) * 1.0  # a non-leaf, as the output of the layer before
for b in range(2):
    for t in range(3):
        T[b][t] = T[b][t] @ W  # (1)!
print(T._version)  # (2)!
#> 6
try:
    T.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' Hint')[0]}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [5, 4]], which is output 0 of AsStrided, is at version 6; expected version 5 instead.
    '''

# The same with a column: x[:, 0] = ... writes into x.
s = torch.randn(3, 2, requires_grad=True).sigmoid()  # (3)!
s[:, 0] = 0
try:
    s.sum().backward()
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split(' Hint')[0]}")
    '''
    RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3, 2]], which is output 0 of Sigmoid, is at version 1; expected version 0 instead.
    '''
