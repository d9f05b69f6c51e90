import torch

x = torch.tensor([[1.0, 2.0, 3.0]], requires_grad=True)
v = torch.ones(1, 3).to_sparse()  # a sparse COO vector

(g,) = torch.autograd.grad(x * 2, x, grad_outputs=v)  # (1)!
print(g.layout)
#> torch.sparse_coo

try:
    torch.autograd.grad(torch.tanh(x), x, grad_outputs=v)  # (2)!
except NotImplementedError as e:
    print("NotImplementedError:")
    #> NotImplementedError:
    print(str(e).split(" This could")[0])
    #> Could not run 'aten::tanh_backward' with arguments from the 'SparseCPU' backend.

try:
    torch.autograd.grad(x * 2, x, grad_outputs=torch.ones(1, 3).to_mkldnn())  # (3)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: invalid gradient at index 0 - expected layout Strided but got Mkldnn

for w in (torch.ones(1, 3).to_sparse_csr(), torch.ones(1, 3).to_sparse_csc()):  # (4)!
    try:
        torch.autograd.grad(x * 2, x, grad_outputs=w)
    except RuntimeError as e:
        print(f"RuntimeError: {e}")
        #> RuntimeError: invalid gradient at index 0 - expected layout Strided but got SparseCsr
        #> RuntimeError: invalid gradient at index 0 - expected layout Strided but got SparseCsc
