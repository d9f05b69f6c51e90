import torch
from torch.distributions import Bernoulli

p = torch.tensor([0.3, 0.6], requires_grad=True)
x = torch.tensor([1.0, 0.0])
pi = Bernoulli(p)
l1 = 2 * pi.log_prob(x).sum()
l2 = 3 * pi.log_prob(x).sum()
print("logits" in vars(pi))  # (1)!
#> True
l1.backward()
try:
    l2.backward()  # (2)!
except RuntimeError as e:
    print(str(e).split(" (")[0])
    #> Trying to backward through the graph a second time

p.grad = None
pi = Bernoulli(p)
(2 * pi.log_prob(x).sum() + 3 * pi.log_prob(x).sum()).backward()  # (3)!
one_backward = p.grad.clone()
p.grad = None
(2 * Bernoulli(p).log_prob(x).sum()).backward()  # (4)!
(3 * Bernoulli(p).log_prob(x).sum()).backward()
print(torch.allclose(p.grad, one_backward))
#> True
