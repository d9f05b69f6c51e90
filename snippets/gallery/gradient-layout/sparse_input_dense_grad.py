import torch

indices = torch.tensor([[0, 1], [1, 0]])
values = torch.tensor([1.0, 2.0])
w = torch.sparse_coo_tensor(indices, values, (2, 2), check_invariants=True).requires_grad_()  # (1)!

(torch.ones(2, 2) + w).sum().backward()  # (2)!
print(w.grad.layout)
#> torch.strided
print(w.grad)
'''
tensor([[1., 1.],
        [1., 1.]])
'''

w.grad = None
try:
    w.select(0, 0).to_dense().sum().backward()  # (3)!
except NotImplementedError as e:
    print(f"NotImplementedError: {str(e).split('. ')[0]}")
    #> NotImplementedError: Could not run 'aten::select_backward' with arguments from the 'SparseCPU' backend
