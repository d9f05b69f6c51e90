import torch

torch.manual_seed(0)
W = torch.randn(100, 2)
p = torch.randn(2, requires_grad=True)  # 2 parameters
y = W @ p  # 100 outputs
u = torch.tensor([1.0, 0.0])  # a direction in parameter space

try:
    torch.autograd.grad(y, p, grad_outputs=u)  # (1)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    '''
    RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([2]) and output[0] has a shape of torch.Size([100]).
    '''

_, Ju = torch.func.jvp(lambda p: W @ p, (p.detach(),), (u,))  # (2)!
print(Ju.shape, torch.allclose(Ju, W[:, 0]))
#> torch.Size([100]) True

v = torch.ones(100)
(vJ,) = torch.autograd.grad(y, p, grad_outputs=v)  # (3)!
print(vJ.shape, torch.allclose(vJ, W.T @ v))
#> torch.Size([2]) True
