import torch

torch.manual_seed(0)
W = (0.5 * torch.randn(3, 3)).requires_grad_()

h = torch.zeros(3)
try:
    for step in range(3):
        h = torch.tanh(W @ h + torch.randn(3))  # (1)!
        h.sum().backward()
        print(f"step {step}: ok")
        #> step 0: ok
except RuntimeError as e:
    print(f"step {step}: RuntimeError: {e}")  # (2)!
    '''
    step 1: RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.
    '''

h = torch.zeros(3)
for step in range(3):
    h = torch.tanh(W @ h + torch.randn(3))
    h.sum().backward()
    h = h.detach()  # (3)!
    print(f"step {step}: ok, h.grad_fn = {h.grad_fn}")
    #> step 0: ok, h.grad_fn = None
    #> step 1: ok, h.grad_fn = None
    #> step 2: ok, h.grad_fn = None
