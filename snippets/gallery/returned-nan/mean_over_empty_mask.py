import warnings

import torch

torch.manual_seed(0)
emb = torch.randn(6, 4, requires_grad=True)  # per-point embeddings, as a network outputs them
instance = torch.tensor([0, 0, 1, 1, 2, 2])  # the instance of each point of the scene
kept = torch.tensor([0, 1, 2, 3])  # (1)!
e, ids = emb[kept], instance[kept]


def centroids_and_loss(masks, ids):
    counts = masks.sum(1, keepdim=True)
    centroids = masks @ e / counts  # (2)!
    pull = (e - centroids[ids]).norm(dim=1).mean()  # each point towards its instance's centroid
    reg = centroids.norm(dim=1).mean()  # the centroids kept near 0
    return counts.squeeze(1), pull + 0.001 * reg


masks = torch.stack([ids == k for k in range(3)]).float()  # one row per instance of the whole scene
counts, loss = centroids_and_loss(masks, ids)
print(counts, loss)
#> tensor([2., 2., 0.]) tensor(nan, grad_fn=<AddBackward0>)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        try:
            centroids_and_loss(masks, ids)[1].backward()
        except RuntimeError as err:
            print("RuntimeError:", err)  # (3)!
            #> RuntimeError: Function 'LinalgVectorNormBackward0' returned nan values in its 0th output.

present, local_ids = ids.unique(return_inverse=True)  # (4)!
masks = torch.stack([local_ids == k for k in range(len(present))]).float()
counts, loss = centroids_and_loss(masks, local_ids)
loss.backward()
print(counts, torch.isfinite(emb.grad).all())  # (5)!
#> tensor([2., 2.]) tensor(True)
