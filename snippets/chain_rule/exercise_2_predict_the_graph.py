import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
z = (x * 2).exp().sum()

node = z.grad_fn
while node is not None:
    print(node.name())
    #> SumBackward0
    #> ExpBackward0
    #> MulBackward0
    #> torch::autograd::AccumulateGrad
    inputs = [n for n, _ in node.next_functions if n is not None]
    node = inputs[0] if inputs else None
