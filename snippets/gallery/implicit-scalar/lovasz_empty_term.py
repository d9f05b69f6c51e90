import torch
import torch.nn.functional as F


def lovasz_softmax_flat(probas, labels):  # (1)!
    if probas.numel() == 0:
        # only void pixels, the gradients should be 0
        return probas * 0.0
    return (1 - probas[torch.arange(len(labels)), labels]).mean()  # a stand-in for the Lovász extension


def flatten_probas(probas, labels, ignore):
    probas = probas.permute(0, 2, 3, 1).reshape(-1, probas.size(1))  # [B*H*W, C]
    valid = labels.view(-1) != ignore
    return probas[valid], labels.view(-1)[valid]


torch.manual_seed(0)
logits = torch.randn(2, 7, 4, 4, requires_grad=True)  # 7 land-cover classes
labels = torch.zeros(2, 4, 4, dtype=torch.long)  # every pixel is background (class 0)
labels[labels == 0] = 255  # (2)!


def semantic_loss(logits, labels):
    ce = F.cross_entropy(logits, labels, ignore_index=255)
    lovasz = lovasz_softmax_flat(*flatten_probas(F.softmax(logits, dim=1), labels, 255))
    return ce + lovasz


loss = semantic_loss(logits, labels)
print(loss.shape, loss.numel())  # (3)!
#> torch.Size([0, 7]) 0
try:
    loss.backward()
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: grad can be implicitly created only for scalar outputs

ce = F.cross_entropy(logits, labels, ignore_index=255)
lovasz = lovasz_softmax_flat(*flatten_probas(F.softmax(logits, dim=1), labels, 255))
loss = ce + lovasz.sum()  # (4)!
loss.backward()
print(loss, logits.grad.abs().sum())
#> tensor(nan, grad_fn=<AddBackward0>) tensor(0.)


def semantic_loss_fixed(logits, labels):
    if not (labels != 255).any():  # (5)!
        return logits.sum() * 0.0
    return semantic_loss(logits, labels)


logits.grad = None
loss = semantic_loss_fixed(logits, labels)
loss.backward()
print(loss, logits.grad.abs().sum())
#> tensor(0., grad_fn=<MulBackward0>) tensor(0.)
