import torch

torch.manual_seed(0)
weights = torch.randn(2, 3)  # stands in for the model's use of the mask


def compute_heads_importance(head_mask):
    """As in transformers' run_bertology.py: the mask is made to require grad, its gradient is the importance."""
    head_mask.requires_grad_(True)  # (1)!
    (head_mask * weights).sum().backward()
    return head_mask.grad.abs()


new_head_mask = torch.ones(2, 3)
compute_heads_importance(new_head_mask)
try:
    new_head_mask.view(-1)[0] = 0.0  # (2)!
except RuntimeError as e:
    print(f"RuntimeError: {e}")
    #> RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.

new_head_mask = new_head_mask.detach().clone()  # (3)!
new_head_mask.view(-1)[0] = 0.0
importance = compute_heads_importance(new_head_mask)
print(new_head_mask.is_leaf, new_head_mask.tolist()[0], importance.shape)
#> True [0.0, 1.0, 1.0] torch.Size([2, 3])
