import torch
from torch import nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb, self.head = nn.Embedding(10, 4), nn.Linear(4, 2)

    def forward(self, ids):
        return self.head(self.emb(ids).mean(1))


def train_step(use_new_outputs, retain_graph=False, K=3, alpha=0.3):
    torch.manual_seed(0)
    model, ids, labels = Classifier(), torch.randint(0, 10, (8, 5)), torch.randint(0, 2, (8,))
    emb = model.emb.weight
    outputs = model(ids)
    loss = nn.functional.cross_entropy(outputs, labels)
    loss.backward(retain_graph=retain_graph)
    backup, adv_losses = emb.data.clone(), []
    for t in range(K):  # PGD on the embedding, as ark-nlp's PGD does it (without its projection and grad backup)
        emb.data.add_(alpha * emb.grad / emb.grad.norm())  # (1)!
        model.zero_grad()
        logits = model(ids)  # (2)!
        loss_adv = nn.functional.cross_entropy(logits if use_new_outputs else outputs, labels)  # (3)!
        try:
            loss_adv.backward(retain_graph=retain_graph)
        except RuntimeError as e:
            return f"attack step {t}: RuntimeError: {str(e).split(' (or')[0]} ..."
        adv_losses.append(round(loss_adv.item(), 4))
    emb.data = backup  # restore the embedding
    return f"clean loss {loss.item():.4f}, adversarial losses {adv_losses}"


print(train_step(use_new_outputs=False))
#> attack step 0: RuntimeError: Trying to backward through the graph a second time ...
print(train_step(use_new_outputs=False, retain_graph=True))  # (4)!
#> clean loss 0.6804, adversarial losses [0.6804, 0.6804, 0.6804]
print(train_step(use_new_outputs=True))  # (5)!
#> clean loss 0.6804, adversarial losses [0.6966, 0.7131, 0.7299]
