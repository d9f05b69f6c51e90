import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(3, 4, requires_grad=True)  # 3 components, 4 categories: a learned table
mean, log_std = torch.randn(3, requires_grad=True), torch.zeros(3, requires_grad=True)
batch = torch.tensor([[0.0], [2.0], [3.0]], requires_grad=True)  # the data, float


def categorical_log_likelihood(x):  # (1)!
    x = F.one_hot(x.long().squeeze(1), 4).to(torch.float32)  # the category picks a row
    return torch.logsumexp(x @ torch.log_softmax(logits, 1).T, dim=1)


print(batch.long().requires_grad)  # (2)!
#> False
try:
    torch.autograd.grad(categorical_log_likelihood(batch).sum(), batch)
except RuntimeError as e:
    print(f"RuntimeError: {str(e).split('.')[0]}")
    #> RuntimeError: The differentiated Tensor at index 0 appears to not have been used in the graph


def gaussian_log_likelihood(x):  # (3)!
    comp = torch.distributions.Normal(mean, log_std.exp()).log_prob(x)  # (B, 3): a density of x itself
    return torch.logsumexp(comp, dim=1)


(g,) = torch.autograd.grad(gaussian_log_likelihood(batch).sum(), batch)
print(g.shape)
#> torch.Size([3, 1])

onehot = F.one_hot(batch.detach().long().squeeze(1), 4).to(torch.float32).requires_grad_()  # (4)!
ll = torch.logsumexp(onehot @ torch.log_softmax(logits, 1).T, dim=1)
(g,) = torch.autograd.grad(ll.sum(), onehot)
print(g.shape)
#> torch.Size([3, 4])
