import torch

indices = torch.tensor([[0, 1], [1, 0]])
values = torch.tensor([1.0, 2.0])
w = torch.sparse_coo_tensor(indices, values, (2, 2), check_invariants=True).requires_grad_()
x = torch.ones(2, 3)

torch.sparse.mm(w, x).sum().backward()  # (1)!
print(w.grad.layout)
#> torch.sparse_coo
print(w.grad.to_dense())
'''
tensor([[0., 3.],
        [3., 0.]])
'''

w.grad = None
(torch.ones(2, 2) + w.to_dense()).sum().backward()  # (2)!
print(w.grad.layout)
#> torch.sparse_coo
print(w.grad.to_dense())
'''
tensor([[0., 1.],
        [1., 0.]])
'''
