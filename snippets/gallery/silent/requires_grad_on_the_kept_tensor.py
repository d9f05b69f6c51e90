import torch

torch.manual_seed(0)
w = torch.randn(3, dtype=torch.float64, requires_grad=True)  # (1)!
v = torch.zeros(6).view(2, 3).requires_grad_()  # (2)!
(w.sum() + v.sum()).backward()
print(w.is_leaf, w.grad, v.is_leaf, v.grad)
'''
True tensor([1., 1., 1.], dtype=torch.float64) True tensor([[1., 1., 1.],
        [1., 1., 1.]])
'''
opt = torch.optim.SGD([w, v], lr=0.1)  # (3)!
print(len(opt.param_groups[0]["params"]))
#> 2
