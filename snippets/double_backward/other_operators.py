import torch
import torch.nn.functional as F

torch.manual_seed(0)
examples = {  # name: (function of x, shape of x)
    "F.pdist": (lambda x: F.pdist(x), (3, 2)),  # no error in torch 2.14 and 2.15
    "F.ctc_loss": (
        lambda x: F.ctc_loss(x.log_softmax(2), torch.tensor([[1, 2]]), [5], [2]),
        (5, 1, 3),
    ),
    "F.multi_margin_loss": (lambda x: F.multi_margin_loss(x, torch.tensor([1, 0])), (2, 3)),
    "torch.segment_reduce": (lambda x: torch.segment_reduce(x, "sum", lengths=torch.tensor([2, 3])), (5,)),
}
for name, (fn, shape) in examples.items():
    x = torch.randn(shape, dtype=torch.double, requires_grad=True)
    (g,) = torch.autograd.grad(fn(x).sum(), x, create_graph=True)
    try:
        torch.autograd.grad(g.pow(2).sum(), x)
        print(f"{name}: ok")
    except (RuntimeError, NotImplementedError) as e:
        print(f"{name}: {e}")
        #> F.pdist: the derivative for '_pdist_backward' is not implemented.
        #> F.ctc_loss: derivative for aten::_ctc_loss_backward is not implemented
        #> F.multi_margin_loss: derivative for aten::multi_margin_loss_backward is not implemented
        #> torch.segment_reduce: derivative for aten::_segment_reduce_backward is not implemented
